import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { generatePath, useNavigate } from 'react-router-dom';
import { Page } from '../../components/page';
import { useLocale } from '../../lib/locale';
import { offerPath } from './api/saved-offers';
import { PAGES } from '../../domain/access';
import { ApplicantForm } from './components/applicant-form';
import { PrintHeading } from './components/print-heading';
import { ApplicantFinancesProvider } from './components/bank-assessment';
import { ClearOffer } from './components/clear-offer';
import { ErrorSummary } from './components/error-summary';
import { AllMessagesShown } from './components/fields';
import { LivePayment } from './components/live-payment';
import { PinnedScenariosProvider } from './components/payment-grid';
import { SaveStatus } from './components/save-status';
import { SentOfferNotice } from './components/sent-offer-notice';
import { OfferProgress } from './components/offer-progress';
import { OfferCalculationProvider } from './hooks/offer-calculation';
import { useApplicationSubmission } from './hooks/use-application-submission';
import { useDraftKeeper } from './hooks/use-draft-keeper';
import { useNumbersFollowLanguage } from './hooks/use-numbers-follow-language';
import { useProductFillIn } from './hooks/use-product-fill-in';
import { useOfferAutosave } from './hooks/use-offer-autosave';
import { useOfferWorkspace } from './hooks/use-offer-workspace';
import { useStepNavigation } from './hooks/use-step-navigation';
import { applicantFormSchema } from './model/applicant-schema';
import { emptyApplicant, type ApplicantValues } from './model/applicant-values';
import { offerResolver } from './model/offer-resolver';
import { emptyOffer, type OfferFormValues } from './model/offer-form-values';
import { clearDraft, draftOfSavedOffer, type OfferDraft } from './model/offer-draft';
import { OFFER_STEPS, RESULT_STEP } from './model/offer-steps';
import { CustomerStep } from './steps/customer-step';
import { FinancialStep } from './steps/financial-step';
import { ObjectStep } from './steps/object-step';
import { ProductsStep } from './steps/products-step';
import { ResultStep } from './steps/result-step';
import './offer.css';

interface NewOfferPageProps {
  /** What the page starts from: this tab's draft, or a saved offer opened from the list. */
  initial: OfferDraft;
  /** When the saved offer was last saved. */
  savedAt?: string | undefined;
  /** Carried in the address's state, so that the page stays as the address names the offer. */
  workspaceKey: string;
  /** The application a saved offer was sent as: the offer is shown, and no longer changes. */
  sentAs?: number | undefined;
}

/**
 * The offer workspace: a multi-step form with a live payment beside it, the result confirmed by
 * the financing service, and the application created from it. The offer is saved on the portal
 * server as the dealer works; the tab's draft is the crash buffer between two saves.
 */
export function NewOfferPage({ initial, savedAt, workspaceKey, sentAs }: NewOfferPageProps) {
  const navigate = useNavigate();
  const { t } = useLocale();
  const [draft] = useState(initial);
  const workspace = useOfferWorkspace(draft, { finished: sentAs !== undefined });
  const sentOfferId = sentAs === undefined ? undefined : draft.saved?.offerId;

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
  const { step, reached, heading, checks, showStep, goToField, goToStep, restart } =
    useStepNavigation(offerForm, draft.step);

  const keepDraft = useDraftKeeper({ offerForm, applicantForm, step, workspace });
  const autosave = useOfferAutosave({
    offerForm,
    applicantForm,
    step,
    workspace,
    savedAt,
    onSaved: (offer) => {
      // The draft buffers edits made after this version.
      keepDraft();
      // The address names the offer, so a reload or a bookmark opens it again.
      const path = offerPath(offer.offerId);
      if (window.location.pathname !== path) {
        void navigate(path, { replace: true, state: { workspace: workspaceKey } });
      }
    },
  });
  useProductFillIn(offerForm);
  useNumbersFollowLanguage(offerForm, applicantForm);

  const submission = useApplicationSubmission({
    offerForm,
    applicantForm,
    workspace,
    goToField,
    saveOffer: autosave.flush,
    onCreated: (application) => {
      // The portal server noted on the saved offer what it became; nothing is kept from here.
      workspace.finish();
      clearDraft();
      void navigate(
        generatePath(PAGES.application.path, { applicationId: String(application.applicationId) }),
      );
    },
  });

  const clearOffer = () => {
    clearDraft();
    // A new offer begins; the saved one stays in the list.
    autosave.detach();
    autosave.replaceValues(() => {
      offerForm.reset(emptyOffer());
      applicantForm.reset(emptyApplicant());
    });
    void navigate(PAGES.newOffer.path, { replace: true, state: { workspace: workspaceKey } });
    submission.reset();
    workspace.renewIdempotencyKey();
    workspace.nextGeneration();
    restart();
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
    <Page
      {...(sentAs === undefined
        ? { head: 'newOffer' }
        : { title: t('offer.sent.title', { applicationId: sentAs }) })}
    >
      <FormProvider {...offerForm}>
        <OfferCalculationProvider>
          <PinnedScenariosProvider offer={workspace.generation}>
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
                workspace.nextGeneration();
              }}
              onKeepAsCopy={autosave.keepAsCopy}
            />
            {sentAs === undefined || sentOfferId === undefined ? null : (
              <SentOfferNotice offerId={sentOfferId} applicationId={sentAs} />
            )}
            <PrintHeading offer={offerForm.control} applicant={applicantForm.control} />
            <div className={isResult ? 'offer-layout offer-layout--result' : 'offer-layout'}>
              {isResult ? (
                <section className="offer-step" aria-labelledby="offer-step-title">
                  {stepHeading}
                  <ApplicantFinancesProvider
                    control={applicantForm.control}
                    customerType={offerForm.getValues('customer.customerType') || customerType}
                  >
                    <ResultStep
                      onGoToField={goToField}
                      sent={sentAs !== undefined}
                      onOfferDocumentMade={
                        sentAs === undefined
                          ? () => void workspace.mark({ status: 'givenToCustomer' })
                          : undefined
                      }
                    >
                      {sentAs === undefined ? (
                        <>
                          <ApplicantForm
                            form={applicantForm}
                            customerType={
                              offerForm.getValues('customer.customerType') || customerType
                            }
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
                        </>
                      ) : null}
                    </ResultStep>
                  </ApplicantFinancesProvider>
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
                  <ErrorSummary title={t('offer.page.fixBeforeGoingOn')} items={checks.problems} />
                  <fieldset className="offer-step__fields" disabled={sentAs !== undefined}>
                    <AllMessagesShown value={checks.stepAttempted}>
                      {step === 0 ? <ObjectStep /> : null}
                      {step === 1 ? <CustomerStep /> : null}
                      {step === 2 ? <FinancialStep /> : null}
                      {step === 3 ? <ProductsStep /> : null}
                    </AllMessagesShown>
                  </fieldset>
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
