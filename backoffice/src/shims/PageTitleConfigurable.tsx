/**
 * Stands in for react-admin's `PageTitleConfigurable` (ra-ui-materialui/dist/layout/, swapped in by
 * `plainPageTitle` in vite.config.ts): the title as react-admin's `PageTitle` renders it, without the
 * Inspector's title editor, which the back office never opens (no InspectorButton). Same exports.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type Props = { title?: ReactNode; defaultTitle?: ReactNode; preferenceKey?: string | false; className?: string };

export const PageTitleConfigurable = ({ title, defaultTitle, preferenceKey: _preferenceKey, className, ...rest }: Props) => {
  const translate = useTranslate();
  return (
    <span className={className}>
      {!title ? (
        <span {...rest}>{defaultTitle}</span>
      ) : typeof title === 'string' ? (
        <span {...rest}>{translate(title, { _: title })}</span>
      ) : (
        title
      )}
    </span>
  );
};

export const PageTitleEditor = () => null;
