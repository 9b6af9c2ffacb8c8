// /v2/proposals/{token}: the planner's proposals behind their private link (not indexed).
import { ProposalsPage } from '../../features/proposals/components/proposals-page';

export function ProposalsRoute() {
  return <ProposalsPage />;
}
