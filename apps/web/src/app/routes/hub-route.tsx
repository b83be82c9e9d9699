import { HubPage } from '../../pages/hub/components/hub-page.tsx';
import { allAreas, quickAddLinks } from './areas.ts';

/** The hub links every area and their create forms; the catalogue lives here, where areas meet. */
export default function HubRoute() {
  return <HubPage areas={allAreas} quickAdd={quickAddLinks} />;
}
