// The signed-in areas of the route table — the sign-in screens, the owner and admin branches
// with their layouts, and a planner's events — which a visitor's landing page never shows: the
// browser's router adds them when an address of theirs is first opened (router.tsx), so that
// their routes, page loaders and layouts stay out of every landing page's script. The server's
// table has them from the start (entry-server.tsx).
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPage } from '../lazy-page';
import { AdminBranch, OwnerBranch } from './branches';
import {
  AdminAuditRoute,
  AdminChangeRequestsRoute,
  AdminClaimsRoute,
  AdminDashboardRoute,
  AdminEnquiriesRoute,
  AdminInviteRoute,
  AdminLoginRoute,
  AdminOwnerRoute,
  AdminOwnersRoute,
  AdminRegistrationRoute,
  AdminRegistrationsRoute,
  AdminResetRoute,
  AdminReviewsRoute,
  AdminSecurityRoute,
  AdminVenueRoute,
  AdminVenuesRoute,
  AdminVerificationsRoute,
  EditListingRoute,
  OwnerPortalRoute,
  RegisterVenueRoute,
  SignInRoute,
} from './signed-in-pages';

const myEvents = () => import('./my-events');
const MyEventsRoute = lazyPage(() => myEvents().then((module) => module.MyEventsRoute));
const MyEventRoute = lazyPage(() => myEvents().then((module) => module.MyEventRoute));

export const signedInRoutes: RouteObject[] = [
  // A planner's events
  { path: paths.myEvents.path, Component: MyEventsRoute },
  { path: paths.myEvent.path, Component: MyEventRoute },
  // Sign-in
  { path: paths.signIn.path, Component: SignInRoute },
  { path: paths.verifySignIn.path, Component: SignInRoute },
  { path: paths.adminLogin.path, Component: AdminLoginRoute },
  { path: paths.adminReset.path, Component: AdminResetRoute },
  // Owners
  {
    Component: OwnerBranch,
    children: [
      { path: paths.ownerPortal.path, Component: OwnerPortalRoute },
      { path: paths.ownerRegisterVenue.path, Component: RegisterVenueRoute },
      { path: paths.ownerEditVenue.path, Component: EditListingRoute },
    ],
  },
  // Administrators
  {
    Component: AdminBranch,
    children: [
      { path: paths.admin.path, Component: AdminDashboardRoute },
      { path: paths.adminDashboard.path, Component: AdminDashboardRoute },
      { path: paths.adminRegistrations.path, Component: AdminRegistrationsRoute },
      { path: paths.adminRegistration.path, Component: AdminRegistrationRoute },
      { path: paths.adminClaims.path, Component: AdminClaimsRoute },
      { path: paths.adminChangeRequests.path, Component: AdminChangeRequestsRoute },
      { path: paths.adminVenues.path, Component: AdminVenuesRoute },
      { path: paths.adminVenue.path, Component: AdminVenueRoute },
      { path: paths.adminVerifications.path, Component: AdminVerificationsRoute },
      { path: paths.adminReviews.path, Component: AdminReviewsRoute },
      { path: paths.adminEnquiries.path, Component: AdminEnquiriesRoute },
      { path: paths.adminOwners.path, Component: AdminOwnersRoute },
      { path: paths.adminOwner.path, Component: AdminOwnerRoute },
      { path: paths.adminAudit.path, Component: AdminAuditRoute },
      { path: paths.adminInvite.path, Component: AdminInviteRoute },
      { path: paths.adminSecurity.path, Component: AdminSecurityRoute },
    ],
  },
];
