// /v2/proposals#token=…: the planner's proposals behind their private link (not indexed). Links
// mailed before carried the token in the path (/v2/proposals/{token}): their page moves it after
// '#' at once, so the address bar, the history and any later Referer lose it.
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ProposalsPage } from '../../features/proposals/components/proposals-page';

export function ProposalsRoute() {
  return <ProposalsPage />;
}

export function ProposalsOldLinkRoute() {
  const { token = '' } = useParams();
  return <Navigate replace to={{ pathname: paths.proposals.getHref(), hash: `token=${encodeURIComponent(token)}` }} />;
}
