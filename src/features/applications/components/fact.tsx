import type { ReactNode } from 'react';
import { Fact as LabelledFact } from '../../../components/fact';

/** One labelled fact in a `<dl className="figure-list">`, a long value wrapped. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <LabelledFact label={label} className="facts__item">
      {children}
    </LabelledFact>
  );
}
