// The screens of the sign-in, owner and admin branches, loaded on demand so that a planner's
// first page carries none of them.
import { lazyPage } from '../lazy-page';

export const SignInRoute = lazyPage(() =>
  import('../../features/auth/components/sign-in-page').then((module) => module.SignInPage),
);
export const AdminLoginRoute = lazyPage(() =>
  import('../../features/auth/components/admin-login-page').then((module) => module.AdminLoginPage),
);
export const AdminResetRoute = lazyPage(() =>
  import('../../features/auth/components/admin-reset-page').then((module) => module.AdminResetPage),
);
export const AdminSecurityRoute = lazyPage(() =>
  import('../../features/auth/components/admin-security-page').then((module) => module.AdminSecurityPage),
);
export const OwnerPortalRoute = lazyPage(() => import('./owner-portal').then((module) => module.OwnerPortalPage));
export const AdminDashboardRoute = lazyPage(() =>
  import('../../features/admin-dashboard/components/admin-dashboard-page').then((module) => module.AdminDashboardPage),
);
export const RegisterVenueRoute = lazyPage(() =>
  import('../../features/registration/components/register-venue-page').then((module) => module.RegisterVenuePage),
);
export const AdminRegistrationsRoute = lazyPage(() =>
  import('../../features/registration/components/admin-registrations-page').then(
    (module) => module.AdminRegistrationsPage,
  ),
);
export const AdminRegistrationRoute = lazyPage(() =>
  import('./registration-review').then((module) => module.RegistrationReviewRoute),
);
export const AdminClaimsRoute = lazyPage(() =>
  import('../../features/claims/components/admin-claims-page').then((module) => module.AdminClaimsPage),
);
export const AdminChangeRequestsRoute = lazyPage(() =>
  import('../../features/change-requests/components/admin-change-requests-page').then(
    (module) => module.AdminChangeRequestsPage,
  ),
);
export const AdminVenuesRoute = lazyPage(() =>
  import('../../features/admin-venues/components/admin-venues-page').then((module) => module.AdminVenuesPage),
);
export const AdminVenueRoute = lazyPage(() =>
  import('../../features/admin-venues/components/admin-venue-page').then((module) => module.AdminVenuePage),
);
export const EditListingRoute = lazyPage(() =>
  import('../../features/change-requests/components/edit-listing-page').then((module) => module.EditListingPage),
);
export const AdminReviewsRoute = lazyPage(() =>
  import('../../features/admin-reviews/components/admin-reviews-page').then((module) => module.AdminReviewsPage),
);
export const AdminVerificationsRoute = lazyPage(() =>
  import('../../features/verification/components/admin-verifications-page').then(
    (module) => module.AdminVerificationsPage,
  ),
);
export const AdminEnquiriesRoute = lazyPage(() =>
  import('../../features/admin-enquiries/components/admin-enquiries-page').then((module) => module.AdminEnquiriesPage),
);
export const AdminOwnersRoute = lazyPage(() =>
  import('../../features/admin-accounts/components/admin-owners-page').then((module) => module.AdminOwnersPage),
);
export const AdminOwnerRoute = lazyPage(() =>
  import('../../features/admin-accounts/components/admin-owner-page').then((module) => module.AdminOwnerPage),
);
export const AdminAuditRoute = lazyPage(() =>
  import('../../features/admin-accounts/components/admin-audit-page').then((module) => module.AdminAuditPage),
);
export const AdminInviteRoute = lazyPage(() =>
  import('../../features/admin-accounts/components/admin-invite-page').then((module) => module.AdminInvitePage),
);
