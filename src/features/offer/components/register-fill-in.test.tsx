import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { Organization, Vehicle } from '../../../domain/contract';
import { network } from '../../../test/network';
import { renderWithLocale } from '../../../test/render-with-locale';
import { emptyApplicant } from '../model/applicant-values';
import { CompanyStanding } from './company-standing';
import { TextField } from './fields';
import { PostCodeTown } from './post-code-town';
import { VehicleLookup } from './vehicle-lookup';

/**
 * A register's answer lands while the salesperson types: what it fills never goes into the field
 * they are in, so it never mixes with their keys.
 */

const COMPANY: Organization = {
  organizationNumber: '923456783',
  name: 'Ola Transport AS',
  businessAddress: { addressLine1: 'Industriveien 4', zip: '2069', city: 'JESSHEIM' },
  bankrupt: false,
  inLiquidation: false,
  inForcedDissolution: false,
};

/** An answer held back until the test lets it go, as a register a moment slow. */
function heldAnswer(path: string, body: JsonBodyType) {
  let letGo = () => {};
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let asked = false;
  network.use(
    http.get(path, async () => {
      asked = true;
      await released;
      return HttpResponse.json(body);
    }),
  );
  return { letGo, wasAsked: () => asked };
}

function ApplicantFields({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { ...emptyApplicant(), country: '' } });
  return (
    <FormProvider {...form}>
      <form>
        <TextField name="companyName" label="Company name" />
        <TextField name="organizationNumber" label="Organisation number" />
        <TextField name="addressLine1" label="Address" />
        <TextField name="zip" label="Post code" />
        <TextField name="city" label="Town" />
        <TextField name="country" label="Country" />
        {children}
      </form>
    </FormProvider>
  );
}

function renderFields(form: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithLocale(<QueryClientProvider client={client}>{form}</QueryClientProvider>);
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });

/**
 * The applicant's fields with `filler` beside them: `typed` is typed in the field labelled
 * `label`, and the register is asked at `path`; its answer, `body`, waits for `letGo`.
 */
async function askRegister(
  filler: ReactNode,
  { path, body }: { path: string; body: JsonBodyType },
  { label, typed }: { label: string; typed: string },
) {
  const register = heldAnswer(path, body);
  const user = renderFields(<ApplicantFields>{filler}</ApplicantFields>);
  await user.type(field(label), typed);
  await waitFor(() => {
    expect(register.wasAsked()).toBe(true);
  });
  return { user, letGo: register.letGo };
}

const askCompany = () =>
  askRegister(
    <CompanyStanding />,
    { path: '/api/organization/923456783', body: COMPANY },
    { label: 'Organisation number', typed: '923456783' },
  );

const askTown = () =>
  askRegister(
    <PostCodeTown fields={{ zip: 'zip', city: 'city', country: 'country' }} />,
    { path: '/api/postcode/0155', body: { code: '0155', town: 'OSLO', country: 'NO' } },
    { label: 'Post code', typed: '0155' },
  );

describe('a register’s answer while the salesperson types', () => {
  it('fills the company’s name and whole address where they are empty', async () => {
    const { letGo } = await askCompany();
    letGo();
    await waitFor(() => {
      expect(field('Town')).toHaveValue('JESSHEIM');
    });
    expect(field('Company name')).toHaveValue('Ola Transport AS');
    expect(field('Address')).toHaveValue('Industriveien 4');
    expect(field('Post code')).toHaveValue('2069');
  });

  it('leaves the address to the salesperson typing in it: none of it is the register’s', async () => {
    const { user, letGo } = await askCompany();
    await user.click(field('Post code'));
    letGo();
    await waitFor(() => {
      expect(field('Company name')).toHaveValue('Ola Transport AS');
    });
    // The register's town beside the post code typed would make an address that is no one's.
    expect(field('Address')).toHaveValue('');
    expect(field('Post code')).toHaveValue('');
    expect(field('Town')).toHaveValue('');
  });

  it('fills the town of a post code, but not while the town is being typed in', async () => {
    const { user, letGo } = await askTown();
    await user.click(field('Town'));
    letGo();
    // The country is filled by the same answer: once it is, the answer has landed.
    await waitFor(() => {
      expect(field('Country')).toHaveValue('NO');
    });
    expect(field('Town')).toHaveValue('');
    await user.type(field('Town'), 'Oslo');
    expect(field('Town')).toHaveValue('Oslo');
  });

  it('fills the town of a post code when the salesperson is elsewhere', async () => {
    const { letGo } = await askTown();
    letGo();
    await waitFor(() => {
      expect(field('Town')).toHaveValue('OSLO');
    });
  });

  it('fills the vehicle from its register, but not the field being typed in', async () => {
    const vehicle: Vehicle = { registrationNumber: 'EL12345', make: 'TESLA', model: 'MODEL 3' };
    const register = heldAnswer('/api/vehicle/:registrationNumber', vehicle);
    const user = renderFields(<VehicleFields />);
    await user.type(field('Registration number'), 'EL 12345');
    await user.click(screen.getByRole('button', { name: 'Fetch from Statens vegvesen' }));
    await waitFor(() => {
      expect(register.wasAsked()).toBe(true);
    });

    await user.click(field('Model'));
    register.letGo();
    await waitFor(() => {
      expect(field('Make')).toHaveValue('TESLA');
    });
    expect(field('Model')).toHaveValue('');
  });
});

function VehicleFields() {
  const form = useForm({
    defaultValues: { object: { registrationNumber: '', make: '', model: '' } },
  });
  return (
    <FormProvider {...form}>
      <form>
        <TextField name="object.registrationNumber" label="Registration number" />
        <TextField name="object.make" label="Make" />
        <TextField name="object.model" label="Model" />
        <VehicleLookup changeType={() => {}} />
      </form>
    </FormProvider>
  );
}
