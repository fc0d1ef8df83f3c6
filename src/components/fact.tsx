import type { ReactNode } from 'react';

/** One labelled fact or figure in a `<dl>`: its term, then its value. */
export function Fact({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
