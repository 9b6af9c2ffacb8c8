// /compare?ids=a,b,c: the venues side by side. (The AI assistant joins through CompareView's
// `assistant` slot in a later release.)
import { CompareView } from '../../features/compare/components/compare-view';

export function CompareRoute() {
  return <CompareView />;
}
