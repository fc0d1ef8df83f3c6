// The formats live in the domain: the portal server writes the customer's offer with them too.
export * from '../domain/format';
