import { actsForAnySalesperson, PAGES, salesPersonInView, type AccessUser } from '../domain/access';

/** Where the user is: the address's path and query. */
interface Place {
  pathname: string;
  search: string;
}

/**
 * Whether a page of the navigation is the page shown now (`aria-current="page"`): its own path,
 * not a page below it (an application is not the list). "My applications" is the user's own list
 * only: not a salesperson's or everyone's that a manager chose (`?salesPersonId=…`), as the list
 * itself reads the choice (`salesPersonInView`).
 */
export function isCurrentPage(
  path: string,
  { pathname, search }: Place,
  user: AccessUser,
): boolean {
  const shown = pathname.replace(/\/+$/, '') || '/';
  if (shown !== path) return false;
  if (path !== PAGES.applications.path) return true;
  const whose = new URLSearchParams(search).get('salesPersonId') ?? '';
  if (whose === 'all') return !actsForAnySalesperson(user);
  if (!/^\d{1,10}$/.test(whose) || Number(whose) < 1) return true;
  return salesPersonInView(user, Number(whose)) === user.salesPersonId;
}
