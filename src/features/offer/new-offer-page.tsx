import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../components/page';
import { useLocale } from '../../lib/locale';
import { offerPath, savedOffers } from './api/saved-offers';
import { PAGES } from '../../domain/access';
import { ApplicantForm } from './components/applicant-form';
import { ClearOffer } from './components/clear-offer';
import { ErrorSummary } from './components/error-summary';
import { AllMessagesShown } from './components/fields';
import { LivePayment } from './components/live-payment';
import { PinnedScenariosProvider } from './components/payment-grid';
import { SaveStatus } from './components/save-status';
import { OfferProgress } from './components/offer-progress';
import { OfferCalculationProvider } from './hooks/offer-calculation';
import { useApplicationSubmission } from './hooks/use-application-submission';
import { useDraftKeeper } from './hooks/use-draft-keeper';
import { useProductFillIn } from './hooks/use-product-fill-in';
import { useStepChecks } from './hooks/use-step-checks';
import { useOfferAutosave } from './hooks/use-offer-autosave';
import { applicantFormSchema } from './model/applicant-schema';
import { emptyApplicant, type ApplicantValues } from './model/applicant-values';
import type { OfferField } from './model/field-paths';
import { offerFormSchema } from './model/offer-form-schema';
import { emptyOffer, type OfferFormValues } from './model/offer-form-values';
import { clearDraft, draftOfSavedOffer, type OfferDraft } from './model/offer-draft';
import { OFFER_STEPS, RESULT_STEP, stepOfField } from './model/offer-steps';
import { CustomerStep } from './steps/customer-step';
import { FinancialStep } from './steps/financial-step';
import { ObjectStep } from './steps/object-step';
import { ProductsStep } from './steps/products-step';
import { ResultStep } from './steps/result-step';
import './offer.css';

// The form holds text; the schema checks it without changing it, so input and output agree.
const offerResolver = zodResolver(offerFormSchema) as unknown as Resolver<OfferFormValues>;

interface NewOfferPageProps {
  /** What the page starts from: this tab's draft, or a saved offer opened from the list. */
  initial: OfferDraft;
  /** When the saved offer was last saved. */
  savedAt?: string | undefined;
  /** Carried in the address's state, so that the page stays as the address names the offer. */
  workspace: string;
}

/**
 * The offer workspace: a multi-step form with a live payment beside it, the result confirmed by
 * the financing service, and the application created from it. The offer is saved on the portal
 * server as the dealer works; the tab's draft is the crash buffer between two saves.
 */
export function NewOfferPage({ initial, savedAt, workspace }: NewOfferPageProps) {
  const navigate = useNavigate();
  const { date, t } = useLocale();
  const [draft] = useState(initial);
  const [step, setStep] = useState(draft.step);
  const [reached, setReached] = useState(draft.step);
  const [idempotencyKey, setIdempotencyKey] = useState(draft.idempotencyKey);
  // Counts the offers this page has held: another offer starts with nothing pinned.
  const [offerGeneration, setOfferGeneration] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<OfferField | 'heading' | undefined>(undefined);
  const discardedRef = useRef(false);
  const savedRef = useRef(draft.saved);

  const offerForm = useForm<OfferFormValues>({
    defaultValues: draft.values,
    resolver: offerResolver,
    mode: 'onTouched',
  });
  const customerType = draft.values.customer.customerType;
  const applicantForm = useForm<ApplicantValues>({
    defaultValues: draft.applicant,
    mode: 'onTouched',
    resolver: (values, context, options) =>
      zodResolver(applicantFormSchema(offerForm.getValues('customer.customerType')))(
        values,
        context,
        options,
      ),
  });

  const keepDraft = useDraftKeeper({
    offerForm,
    applicantForm,
    step,
    idempotencyKey,
    savedRef,
    discardedRef,
  });
  const autosave = useOfferAutosave({
    offerForm,
    applicantForm,
    step,
    savedRef,
    savedAt,
    discardedRef,
    onSaved: (offer) => {
      // The draft buffers edits made after this version.
      keepDraft();
      // The address names the offer, so a reload or a bookmark opens it again.
      const path = offerPath(offer.offerId);
      if (window.location.pathname !== path) {
        void navigate(path, { replace: true, state: { workspace } });
      }
    },
  });
  useProductFillIn(offerForm);

  // After a step change, focus its heading, or the field the dealer was sent to fix.
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = undefined;
    if (target === 'heading') heading.current?.focus();
    else if (target !== undefined) offerForm.setFocus(target, { shouldSelect: false });
  }, [step, offerForm]);

  const stepChecks = useStepChecks(offerForm, step);
  const { clearProblems, markAttempted } = stepChecks;
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

  /** Forward only through valid steps; back freely. */
  const goToStep = async (target: number) => {
    if (target <= step) {
      showStep(target);
      return;
    }
    for (let index = step; index < target; index += 1) {
      if (!(await stepChecks.attempt(index))) {
        if (index !== step) showStep(index);
        return;
      }
    }
    showStep(target);
  };

  const submission = useApplicationSubmission({
    offerForm,
    applicantForm,
    idempotencyKey,
    renewIdempotencyKey: () => {
      setIdempotencyKey(crypto.randomUUID());
    },
    goToField,
    onCreated: async (application) => {
      discardedRef.current = true;
      clearDraft();
      const offer = savedRef.current;
      if (offer !== undefined) {
        // The list shows what the offer became; the application stands even if this fails.
        await savedOffers
          .mark(offer.offerId, { status: 'application', applicationId: application.applicationId })
          .catch(() => undefined);
      }
      void navigate(`/applications/${application.applicationId}`);
    },
  });

  // The list shows the offer went home with the customer; the PDF stands even if this fails.
  const markGivenToCustomer = () => {
    const offer = savedRef.current;
    if (offer === undefined) return;
    void savedOffers.mark(offer.offerId, { status: 'givenToCustomer' }).catch(() => undefined);
  };

  const clearOffer = () => {
    clearDraft();
    // A new offer begins; the saved one stays in the list.
    autosave.detach();
    autosave.replaceValues(() => {
      offerForm.reset(emptyOffer());
      applicantForm.reset(emptyApplicant());
    });
    void navigate(PAGES.newOffer.path, { replace: true, state: { workspace } });
    submission.reset();
    setIdempotencyKey(crypto.randomUUID());
    setOfferGeneration((generation) => generation + 1);
    setReached(0);
    stepChecks.reset();
    showStep(0);
    // Already on the first step, no step change moves the focus: the confirm button is gone.
    if (step === 0) heading.current?.focus();
  };

  const current = OFFER_STEPS[step] ?? OFFER_STEPS[0];
  const next = OFFER_STEPS[step + 1];
  const isResult = step === RESULT_STEP;
  const title = t('offer.page.stepTitle', {
    number: step + 1,
    count: OFFER_STEPS.length,
    title: current === undefined ? '' : t(current.title),
  });
  const stepHeading = (
    <h2 id="offer-step-title" ref={heading} tabIndex={-1} className="offer-step__title">
      {title}
    </h2>
  );
  const navigation = (
    <div className="offer-nav no-print">
      {step > 0 ? (
        <button
          type="button"
          className="button--secondary"
          onClick={() => {
            showStep(step - 1);
          }}
        >
          {t('offer.page.back')}
        </button>
      ) : null}
      {next === undefined ? null : (
        <button type="submit">{t('offer.page.next', { title: t(next.title) })}</button>
      )}
    </div>
  );

  return (
    <Page title={t('offer.page.title')} lead={t('offer.page.lead')}>
      <FormProvider {...offerForm}>
        <OfferCalculationProvider>
          <PinnedScenariosProvider offer={offerGeneration}>
            <div className="offer-toolbar no-print">
              <OfferProgress
                current={step}
                reached={reached}
                onSelect={(target) => void goToStep(target)}
              />
              <ClearOffer onClear={clearOffer} />
            </div>
            <SaveStatus
              state={autosave.state}
              onRetry={() => void autosave.flush()}
              onLoadNewer={async () => {
                const newer = await autosave.loadNewer();
                if (newer === undefined) return;
                const typedNumber = applicantForm.getValues('nationalIdentityNumber');
                const loaded = draftOfSavedOffer(newer, typedNumber);
                autosave.replaceValues(() => {
                  offerForm.reset(loaded.values);
                  applicantForm.reset(loaded.applicant);
                });
                setOfferGeneration((generation) => generation + 1);
              }}
              onKeepAsCopy={autosave.keepAsCopy}
            />
            <p className="print-only offer-print-heading">
              {t('offer.page.printHeading', { date: date(new Date().toISOString()) })}
            </p>
            <div className={isResult ? 'offer-layout offer-layout--result' : 'offer-layout'}>
              {isResult ? (
                <section className="offer-step" aria-labelledby="offer-step-title">
                  {stepHeading}
                  <ResultStep onGoToField={goToField} onOfferDocumentMade={markGivenToCustomer}>
                    <ApplicantForm
                      form={applicantForm}
                      customerType={offerForm.getValues('customer.customerType') || customerType}
                      onSubmit={(values) => void submission.submit(values)}
                      isSubmitting={submission.isPending}
                    />
                    <ErrorSummary
                      title={t('offer.page.applicationNotCreated')}
                      items={submission.problems}
                      focusOnShow
                    >
                      {submission.retry === undefined ? null : (
                        <button
                          type="button"
                          onClick={submission.retry}
                          disabled={submission.isPending}
                        >
                          {t('common.action.tryAgain')}
                        </button>
                      )}
                    </ErrorSummary>
                  </ResultStep>
                  {navigation}
                </section>
              ) : (
                <form
                  className="offer-step"
                  aria-labelledby="offer-step-title"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    void goToStep(step + 1);
                  }}
                >
                  {stepHeading}
                  <ErrorSummary
                    title={t('offer.page.fixBeforeGoingOn')}
                    items={stepChecks.problems}
                  />
                  <AllMessagesShown value={stepChecks.stepAttempted}>
                    {step === 0 ? <ObjectStep /> : null}
                    {step === 1 ? <CustomerStep /> : null}
                    {step === 2 ? <FinancialStep /> : null}
                    {step === 3 ? <ProductsStep /> : null}
                  </AllMessagesShown>
                  {navigation}
                </form>
              )}
              <LivePayment onResultStep={isResult} />
            </div>
          </PinnedScenariosProvider>
        </OfferCalculationProvider>
      </FormProvider>
    </Page>
  );
}
