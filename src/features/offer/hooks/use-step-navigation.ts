import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { OfferField } from '../model/field-paths';
import type { OfferFormValues } from '../model/offer-form-values';
import { stepOfField } from '../model/offer-steps';
import { useStepChecks } from './use-step-checks';

/**
 * Moving between the offer's steps: forward only through valid steps, back freely, and after a
 * move the focus on the step's heading or on the field the dealer was sent to fix.
 */
export function useStepNavigation(offerForm: UseFormReturn<OfferFormValues>, firstStep: number) {
  const [step, setStep] = useState(firstStep);
  const [reached, setReached] = useState(firstStep);
  const heading = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<OfferField | 'heading' | undefined>(undefined);
  const checks = useStepChecks(offerForm, step);
  const { clearProblems, markAttempted } = checks;

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = undefined;
    if (target === 'heading') heading.current?.focus();
    else if (target !== undefined) offerForm.setFocus(target, { shouldSelect: false });
  }, [step, offerForm]);

  const showStep = useCallback(
    (next: number, focus: OfferField | 'heading' = 'heading') => {
      pendingFocus.current = focus;
      clearProblems();
      setStep(next);
      setReached((furthest) => Math.max(furthest, next));
    },
    [clearProblems],
  );

  const goToField = useCallback(
    (field: OfferField) => {
      const target = stepOfField(field);
      markAttempted(target);
      if (target === step) offerForm.setFocus(field);
      else showStep(target, field);
    },
    [markAttempted, offerForm, showStep, step],
  );

  const goToStep = async (target: number) => {
    if (target <= step) {
      showStep(target);
      return;
    }
    for (let index = step; index < target; index += 1) {
      if (!(await checks.attempt(index))) {
        if (index !== step) showStep(index);
        return;
      }
    }
    showStep(target);
  };

  /** Another offer begins on the first step, with nothing reached or attempted. */
  const restart = () => {
    setReached(0);
    checks.reset();
    showStep(0);
    // Already on the first step, no step change moves the focus: the confirm button is gone.
    if (step === 0) heading.current?.focus();
  };

  return { step, reached, heading, checks, showStep, goToField, goToStep, restart };
}
