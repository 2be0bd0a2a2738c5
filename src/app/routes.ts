import { filterMetadataQueryOptions } from "../api/endpoints/filter";
import {
  prefetchDetails,
  prefetchVisitorSearch,
} from "../features/register/prefetch";
import type { AppRoute } from "../framework/routing";
import { T } from "../i18n/de";
import { prefetchUnlessRefused } from "../api/prefetch";

/**
 * The route table (SPEC §2). Paths are below the basename; every page is its own chunk.
 * Webpack magic comments name the chunks so the build output stays readable.
 */
export const ROUTES: AppRoute[] = [
  {
    path: "start",
    name: T.routes.start,
    load: () =>
      import(
        /* webpackChunkName: "page-start" */ "../features/start/StartPage"
      ).then((module) => module.StartPage),
  },
  {
    path: "installations",
    name: T.routes.installations,
    hideSidebar: true,
    // No webpackPreload: it fetched the register's chunk on every page (16 KB on a details page's
    // critical path); a portal preloads the page of the address with the preload hints (ADR 22).
    load: () =>
      import(
        /* webpackChunkName: "page-installations" */ "../features/register/InstallationsPage"
      ).then((module) => module.InstallationsPage),
    // The filter's metadata and a visitor's first search are on their way while the page's code loads.
    prefetch: (context) => {
      void prefetchUnlessRefused(
        context.queryClient,
        filterMetadataQueryOptions(context.http),
      );
      void prefetchVisitorSearch(context);
    },
    children: [
      {
        path: ":id",
        name: T.routes.installationDetails,
        isHidden: true,
        load: () =>
          import(
            /* webpackChunkName: "page-installation-details" */ "../features/register/InstallationDetailsPage"
          ).then((module) => module.InstallationDetailsPage),
        prefetch: prefetchDetails,
      },
    ],
  },
  {
    path: "environmental-inspection",
    name: T.routes.environmentalInspection,
    load: () =>
      import(
        /* webpackChunkName: "page-environmental-inspection" */ "../features/content/EnvironmentalInspectionPage"
      ).then((module) => module.EnvironmentalInspectionPage),
  },
  {
    path: "bvt-conclusions",
    name: T.routes.bvtConclusions,
    load: () =>
      import(
        /* webpackChunkName: "page-bvt-conclusions" */ "../features/bvt/BvtConclusionsPage"
      ).then((module) => module.BvtConclusionsPage),
  },
  {
    path: "legal-bases-guidelines",
    name: T.routes.legalBasesGuidelines,
    load: () =>
      import(
        /* webpackChunkName: "page-legal-bases-guidelines" */ "../features/content/LegalBasesGuidelinesPage"
      ).then((module) => module.LegalBasesGuidelinesPage),
  },
  {
    path: "faq",
    name: T.routes.faq,
    load: () =>
      import(
        /* webpackChunkName: "page-faq" */ "../features/content/FaqPage"
      ).then((module) => module.FaqPage),
  },
  {
    path: "user-tasklist",
    name: T.routes.userTasklist,
    // SPEC §2: the list joins the navigation once the user has a task, an anonymous visitor too
    // (their tasks live in the session); such a visitor may open it while they have one. Once they
    // had one, the list stays open to them until the app is reloaded: removing the last task must
    // not turn the page they are on into a 403 that sends them to sign-in.
    authorized: (ctx) => ctx.isLoggedIn || ctx.taskCount > 0 || ctx.hadTasks,
    // An anonymous visitor's access depends on the task count: no 403 before it is known.
    undecided: (ctx) => !ctx.isLoggedIn && !ctx.tasksKnown,
    isVisible: (ctx) => ctx.taskCount > 0,
    load: () =>
      import(
        /* webpackChunkName: "page-user-tasklist" */ "../features/tasks/UserTasklistPage"
      ).then((module) => module.UserTasklistPage),
  },
];
