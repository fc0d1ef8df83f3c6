import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SalesPersonFilter } from '../../../domain/contract';
import type { Language } from '../../../lib/i18n';
import { renderWithLocale } from '../../../test/render-with-locale';
import { SalesPersonFilterForm } from './sales-person-filter-form';

function setUp(applied?: SalesPersonFilter, language: Language = 'en') {
  const onFilter = vi.fn<(filter: SalesPersonFilter) => void>();
  const onClear = vi.fn<() => void>();
  renderWithLocale(
    <SalesPersonFilterForm
      applied={applied}
      knownKeys={['crmId', 'dmsBrukerId']}
      onFilter={onFilter}
      onClear={onClear}
    />,
    { language },
  );
  return { onFilter, onClear, user: userEvent.setup() };
}

const reference = (index: number) =>
  within(screen.getByRole('group', { name: `External reference ${index}` }));

describe('SalesPersonFilterForm', () => {
  it('filters by several ids, however they are separated, each once', async () => {
    const { onFilter, user } = setUp();
    await user.type(screen.getByLabelText('Salesperson ids'), '1004, 1007 1009;1004');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onFilter).toHaveBeenCalledWith({
      salesPersonId: [1004, 1007, 1009],
      salesPersonExternalReference: [],
    });
  });

  it('filters by several external references at once, with ids beside them', async () => {
    const { onFilter, user } = setUp();
    await user.type(screen.getByLabelText('Salesperson ids'), '1001');
    await user.type(reference(1).getByLabelText('Key'), 'crmId');
    await user.type(reference(1).getByLabelText('Value'), ' CRM-0415 ');
    await user.click(screen.getByRole('button', { name: 'Add another external reference' }));
    expect(reference(2).getByLabelText('Key')).toHaveFocus();
    await user.keyboard('båtforhandlerId');
    await user.type(reference(2).getByLabelText('Value'), 'BD-77');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onFilter).toHaveBeenCalledWith({
      salesPersonId: [1001],
      salesPersonExternalReference: [
        { key: 'crmId', value: 'CRM-0415' },
        { key: 'båtforhandlerId', value: 'BD-77' },
      ],
    });
  });

  it('drops a reference row that is removed, and ignores one left empty', async () => {
    const { onFilter, user } = setUp();
    await user.type(reference(1).getByLabelText('Key'), 'crmId');
    await user.type(reference(1).getByLabelText('Value'), 'CRM-0002');
    await user.click(screen.getByRole('button', { name: 'Add another external reference' }));
    await user.click(screen.getByRole('button', { name: 'Add another external reference' }));
    await user.type(reference(2).getByLabelText('Key'), 'dmsBrukerId');
    await user.click(screen.getByRole('button', { name: 'Remove external reference 2' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onFilter).toHaveBeenCalledWith({
      salesPersonId: [],
      salesPersonExternalReference: [{ key: 'crmId', value: 'CRM-0002' }],
    });
  });

  it('refuses an id that is not a whole number, naming it, and filters nothing', async () => {
    const { onFilter, user } = setUp();
    const ids = screen.getByLabelText('Salesperson ids');
    await user.type(ids, '1004, abc');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const message = '“abc” is not a salesperson id: ids are whole numbers, like 1004.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(ids).toHaveAttribute('aria-invalid', 'true');
    expect(ids).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(ids).toHaveFocus();
    expect(onFilter).not.toHaveBeenCalled();
  });

  it('refuses a half-filled reference on its empty half', async () => {
    const { onFilter, user } = setUp();
    await user.type(reference(1).getByLabelText('Key'), 'crmId');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const value = reference(1).getByLabelText('Value');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription('Enter the value of crmId.');
    expect(reference(1).getByLabelText('Key')).not.toHaveAttribute('aria-invalid');
    expect(onFilter).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add another external reference' }));
    await user.type(reference(2).getByLabelText('Value'), 'BD-77');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(reference(2).getByLabelText('Key')).toHaveAccessibleDescription(
      'Enter the key this value belongs to, e.g. dmsBrukerId.',
    );
    expect(onFilter).not.toHaveBeenCalled();
  });

  it('asks for at least one criterion when the form is empty', async () => {
    const { onFilter, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter at least one salesperson id or external reference to filter by.',
    );
    expect(onFilter).not.toHaveBeenCalled();
  });

  it('speaks Norwegian when the user chose it, errors included', async () => {
    const { onFilter, user } = setUp(undefined, 'nb');
    const ids = screen.getByLabelText('Selgernumre');
    await user.type(ids, '1004, abc');
    await user.type(
      within(screen.getByRole('group', { name: 'Ekstern referanse 1' })).getByLabelText('Nøkkel'),
      'crmId',
    );
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(ids).toHaveAccessibleDescription(
      expect.stringContaining('«abc» er ikke et selgernummer: selgernumre er hele tall, som 1004.'),
    );
    expect(
      within(screen.getByRole('group', { name: 'Ekstern referanse 1' })).getByLabelText('Verdi'),
    ).toHaveAccessibleDescription('Skriv verdien for crmId.');
    expect(
      screen.getByRole('button', { name: 'Legg til enda en ekstern referanse' }),
    ).toBeInTheDocument();
    expect(onFilter).not.toHaveBeenCalled();
  });

  it('starts from the filter applied, and can clear it', async () => {
    const { onClear, user } = setUp({
      salesPersonId: [1004, 1005],
      salesPersonExternalReference: [{ key: 'crmId', value: 'CRM-0415' }],
    });
    expect(screen.getByLabelText('Salesperson ids')).toHaveValue('1004, 1005');
    expect(reference(1).getByLabelText('Key')).toHaveValue('crmId');
    expect(reference(1).getByLabelText('Value')).toHaveValue('CRM-0415');
    await user.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(onClear).toHaveBeenCalled();
  });
});
