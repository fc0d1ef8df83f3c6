import type { ReactNode } from 'react';

/** One labelled fact in a `<dl className="figure-list">`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
