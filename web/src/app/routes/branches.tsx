// The layouts of the router's branches. The owner and admin branches are guarded (their guard is
// the route table's) and have their own navigation; the sign-in screens sit in the plain frame.
import { ROUTES } from '@venue-finder/contract';
import { Outlet } from 'react-router-dom';
import { SectionLayout } from '../../components/layouts/section-layout';
import { paths } from '../../config/paths';
import { RequireAccess } from '../../features/auth/components/require-access';

export function OwnerBranch() {
  return (
    <RequireAccess guard={ROUTES.ownerPortal.guard}>
      <SectionLayout
        label="Owner"
        links={[
          { to: paths.ownerPortal.getHref(), label: 'Owner portal' },
          { to: paths.ownerRegisterVenue.getHref(), label: 'Register a venue' },
        ]}
      >
        <Outlet />
      </SectionLayout>
    </RequireAccess>
  );
}

export function AdminBranch() {
  return (
    <RequireAccess guard={ROUTES.adminDashboard.guard}>
      <SectionLayout
        label="Administration"
        links={[
          { to: paths.adminDashboard.getHref(), label: 'Dashboard' },
          { to: paths.adminRegistrations.getHref(), label: 'Registrations' },
          { to: paths.adminClaims.getHref(), label: 'Claims' },
          { to: paths.adminChangeRequests.getHref(), label: 'Change requests' },
          { to: paths.adminVenues.getHref(), label: 'Venues' },
          { to: paths.adminEnquiries.getHref(), label: 'Enquiries' },
          { to: paths.adminOwners.getHref(), label: 'Owners' },
          { to: paths.adminAudit.getHref(), label: 'Audit log' },
          { to: paths.adminSecurity.getHref(), label: 'Sign-in security' },
        ]}
      >
        <Outlet />
      </SectionLayout>
    </RequireAccess>
  );
}
