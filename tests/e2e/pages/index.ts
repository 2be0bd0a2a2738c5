/**
 * Page objects of the browser suites: every URL and locator of the register, the details page, the
 * saved-filter panel and the sign-in is spelled here once, so a changed label or route is changed
 * in one place rather than in every suite that walks through it.
 */
export { DetailsPage } from "./details";
export { FiltersPanel, removeSavedFilters } from "./filters";
export {
  DETAILS_URL,
  oneOf,
  PATHS,
  PORTAL_SIGN_IN,
  registerPath,
  urlContaining,
  urlEndingIn,
  type RegisterQuery,
} from "./paths";
export { RegisterPage, RESULT_COUNT } from "./register";
export {
  mainNavigationLink,
  navigateInApp,
  signIn,
  visit,
  type Persona,
} from "./session";
