// The screens of the sign-in, owner and admin branches, loaded on demand so that a planner's
// first page carries none of them.
import { lazy } from 'react';

export const SignInRoute = lazy(() =>
  import('../../features/auth/components/sign-in-page').then((module) => ({ default: module.SignInPage })),
);
export const AdminLoginRoute = lazy(() =>
  import('../../features/auth/components/admin-login-page').then((module) => ({ default: module.AdminLoginPage })),
);
export const AdminResetRoute = lazy(() =>
  import('../../features/auth/components/admin-reset-page').then((module) => ({ default: module.AdminResetPage })),
);
export const OwnerPortalRoute = lazy(() =>
  import('../../features/owner-portal/components/owner-portal-page').then((module) => ({
    default: module.OwnerPortalPage,
  })),
);
export const AdminDashboardRoute = lazy(() =>
  import('../../features/admin-dashboard/components/admin-dashboard-page').then((module) => ({
    default: module.AdminDashboardPage,
  })),
);
export const RegisterVenueRoute = lazy(() =>
  import('../../features/registration/components/register-venue-page').then((module) => ({
    default: module.RegisterVenuePage,
  })),
);
export const AdminRegistrationsRoute = lazy(() =>
  import('../../features/registration/components/admin-registrations-page').then((module) => ({
    default: module.AdminRegistrationsPage,
  })),
);
export const ClaimVenueRoute = lazy(() =>
  import('../../features/claims/components/claim-venue-page').then((module) => ({ default: module.ClaimVenuePage })),
);
export const AdminClaimsRoute = lazy(() =>
  import('../../features/claims/components/admin-claims-page').then((module) => ({ default: module.AdminClaimsPage })),
);
export const AdminChangeRequestsRoute = lazy(() =>
  import('../../features/change-requests/components/admin-change-requests-page').then((module) => ({
    default: module.AdminChangeRequestsPage,
  })),
);
export const AdminVenuesRoute = lazy(() =>
  import('../../features/admin-venues/components/admin-venues-page').then((module) => ({
    default: module.AdminVenuesPage,
  })),
);
export const AdminVenueRoute = lazy(() =>
  import('../../features/admin-venues/components/admin-venue-page').then((module) => ({
    default: module.AdminVenuePage,
  })),
);
export const EditListingRoute = lazy(() =>
  import('../../features/change-requests/components/edit-listing-page').then((module) => ({
    default: module.EditListingPage,
  })),
);
export const AdminVerificationsRoute = lazy(() =>
  import('../../features/verification/components/admin-verifications-page').then((module) => ({
    default: module.AdminVerificationsPage,
  })),
);
