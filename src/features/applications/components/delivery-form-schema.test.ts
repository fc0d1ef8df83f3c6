import { describe, expect, it } from 'vitest';
import { DeliveryFormSchema, type DeliveryFormValues } from './delivery-form-schema';

const typed: DeliveryFormValues = {
  deliveredAt: '2026-12-04T14:30',
  registrationNumber: ' EL 12345 ',
  chassisNumber: ' WVWZZZ1KZ6W000001 ',
  odometerKm: '12 345',
};

const issuesOf = (values: Partial<DeliveryFormValues>) => {
  const result = DeliveryFormSchema.safeParse({ ...typed, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('the delivery form', () => {
  it('sends what was typed as the delivery body: Norwegian time, trimmed, kilometres', () => {
    expect(DeliveryFormSchema.parse(typed)).toEqual({
      deliveredAt: '2026-12-04T14:30:00+01:00',
      registrationNumber: 'EL 12345',
      chassisNumber: 'WVWZZZ1KZ6W000001',
      odometerKm: 12345,
    });
  });

  it('leaves out a registration number left empty', () => {
    expect(DeliveryFormSchema.parse({ ...typed, registrationNumber: '  ' })).not.toHaveProperty(
      'registrationNumber',
    );
  });

  it.each(['', '12,5', '-3', 'tolv', '123456789', '10 000 001'])(
    'refuses the odometer %j',
    (odometerKm) => {
      expect(issuesOf({ odometerKm })).toEqual(['odometerKm']);
    },
  );

  it('takes the odometer up to its limit', () => {
    expect(DeliveryFormSchema.parse({ ...typed, odometerKm: '10 000 000' }).odometerKm).toBe(
      10_000_000,
    );
  });

  it('refuses a missing chassis number and a time not as the input gives it', () => {
    expect(issuesOf({ chassisNumber: ' ', deliveredAt: '4.12.2026 14:30' })).toEqual([
      'deliveredAt',
      'chassisNumber',
    ]);
  });
});
