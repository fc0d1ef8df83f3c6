import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, openOfferAt, setUpOfferPageTests } from '../testing/render-offer-page';

/** The portal server's PDF, named as it names it: in the document's language. */
const pdf = ({ body }: { body: unknown }) =>
  new Response(new Blob(['%PDF-1.7']), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${
        (body as { language: string }).language === 'nb' ? 'finansieringstilbud' : 'financing-offer'
      }-2026-11-23.pdf"`,
    },
  });

describe('the offer for the customer', { timeout: 20_000 }, () => {
  setUpOfferPageTests({ api: false });
  const saved: string[] = [];

  // jsdom has no object URLs or downloads: the browser's edge, recorded.
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:offer');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks the portal server for the PDF in the customer’s language, or the one chosen', async () => {
    const { calls } = fakeApi({ '/offer-document': pdf });
    const { user } = await openOfferAt('result');
    await user.type(screen.getByLabelText("Customer's name"), 'Ola Nordmann');
    // The customer's language of the Customer step: bokmål unless changed.
    expect(screen.getByLabelText('Language of the offer')).toHaveValue('nb');
    await user.click(screen.getByRole('button', { name: 'Offer for the customer (PDF)' }));
    await waitFor(() => {
      expect(saved).toEqual(['financing-offer-2026-11-23.pdf']);
    });
    const first = calls.find((call) => call.path === '/offer-document');
    expect(first?.body).toMatchObject({ language: 'nb', customerName: 'Ola Nordmann' });
    expect(first?.body).toHaveProperty('calculationRequest.object.purchasePrice');

    await user.selectOptions(screen.getByLabelText('Language of the offer'), 'en');
    await user.click(screen.getByRole('button', { name: 'Offer for the customer (PDF)' }));
    await waitFor(() => {
      expect(saved).toHaveLength(2);
    });
    // Named in the language of the portal, whatever the document's, with the server's date.
    expect(saved).toEqual(['financing-offer-2026-11-23.pdf', 'financing-offer-2026-11-23.pdf']);
    expect(calls.filter((call) => call.path === '/offer-document').at(-1)?.body).toMatchObject({
      language: 'en',
    });
  });

  it('says why when the offer cannot be made, and saves nothing', async () => {
    fakeApi({
      '/offer-document': () =>
        json(422, {
          type: 'about:blank',
          title: 'Unprocessable Content',
          status: 422,
          detail: 'The campaign does not apply to this request',
        }),
    });
    const { user } = await openOfferAt('result');
    await user.click(screen.getByRole('button', { name: 'Offer for the customer (PDF)' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'The offer could not be made: The campaign does not apply to this request',
    );
    expect(saved).toEqual([]);
  });
});
