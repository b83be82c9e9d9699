import { HubPage } from '../../pages/hub/components/hub-page.tsx';
import { allAreas } from './areas.ts';

/** The hub lists every area; the catalogue lives here, where areas meet. */
export default function HubRoute() {
  return <HubPage areas={allAreas} />;
}
