/**
 * The menu editor (React island) for /new-menu and /edit-menu/{id}: the composition of its parts
 * in ./menu-editor/. The state (and why a refused save never loses work) is in `useMenuEditor`,
 * the requests in `api.ts`, the label/error wiring in `fields.tsx`; each section of the form and
 * the live preview is its own component.
 */
import BasicsFields from './menu-editor/BasicsFields';
import EditorNotices from './menu-editor/EditorNotices';
import ImagePicker from './menu-editor/ImagePicker';
import ItemList from './menu-editor/ItemList';
import MenuPreview from './menu-editor/MenuPreview';
import PriceGuestFields from './menu-editor/PriceGuestFields';
import SaveBar from './menu-editor/SaveBar';
import type { Category, EditorMenu } from './menu-editor/types';
import { useMenuEditor } from './menu-editor/useMenuEditor';

type Props = {
  menuId: string | null;
  initial: EditorMenu;
  categories: Category[];
  missingSteps: { label: string; href: string }[];
  talentName: string;
};

export default function MenuEditor({ menuId: initialId, initial, categories, missingSteps, talentName }: Props) {
  const editor = useMenuEditor(initialId, initial);
  const { menu, fields, set } = editor;

  return (
    <div className="editor" data-hydrated={editor.hydrated ? 'true' : undefined}>
      <form className="form-stack" ref={editor.formRef} onSubmit={editor.save} noValidate aria-busy={editor.saving}>
        <EditorNotices missingSteps={missingSteps} message={editor.message} menuId={editor.menuId} status={menu.status} />
        <BasicsFields menu={menu} categories={categories} fields={fields} onText={editor.onText} />
        <ItemList
          items={menu.items}
          fields={fields}
          setItem={editor.setItem}
          moveItem={editor.moveItem}
          setItems={(items) => set('items', items)}
        />
        <PriceGuestFields
          menu={menu}
          fields={fields}
          onText={editor.onText}
          setContainsAlcohol={(value) => set('containsAlcohol', value)}
          setInstantBooking={(value) => set('instantBooking', value)}
        />
        <ImagePicker
          images={menu.images}
          uploading={editor.uploading}
          fields={fields}
          upload={editor.upload}
          moveImage={editor.moveImage}
          setImages={(images) => set('images', images)}
        />
        <SaveBar status={menu.status} saving={editor.saving} uploading={editor.uploading} fields={fields} onText={editor.onText} />
      </form>

      <MenuPreview menu={menu} categories={categories} talentName={talentName} headingId={fields.id('preview')} />
    </div>
  );
}
