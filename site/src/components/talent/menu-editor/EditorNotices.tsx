/**
 * What stands above the form: the setup steps still missing before the talent may publish, and
 * the outcome of the last save — an alert (with a link to the step that blocks publishing) or a
 * status (with a link to the public menu once it is published).
 */
import { talentCopy } from '../../../i18n/talent';
import type { EditorMenu, EditorMessage } from './types';

const t = talentCopy.editor;

type Props = {
  missingSteps: { label: string; href: string }[];
  message: EditorMessage | null;
  menuId: string | null;
  status: EditorMenu['status'];
};

export default function EditorNotices({ missingSteps, message, menuId, status }: Props) {
  return (
    <>
      {missingSteps.length > 0 && (
        <div className="alert alert-info" data-testid="onboarding-missing">
          <p>{t.onboardingMissing}</p>
          <ul>
            {missingSteps.map((step) => (
              <li key={step.href}>
                <a href={step.href}>{step.label}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {message && (
        <div
          className={`alert ${message.kind === 'error' ? 'alert-error' : 'alert-info'}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          <p>{message.text}</p>
          {message.href && <a href={message.href}>{t.finishStep}</a>}
          {message.kind === 'info' && menuId && status === 'published' && <a href={`/menu/${menuId}`}>{t.seePublic}</a>}
        </div>
      )}
    </>
  );
}
