import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { ModuleDeps } from '../areas';
import * as notifications from './service';

const n = api.notifications;

/** /api/notifications/*: devices, settings, the test notification and timers. Thin: the rules are in the service. */
export const notificationsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, clock, push, wakeNotifications },
) => {
  const deps: notifications.NotificationsDeps = { db, clock, push, wake: wakeNotifications };

  route(app, n.vapidKey, async () => ({ publicKey: (await notifications.vapidKeys(db)).publicKey }));

  route(app, n.subscriptions, async ({ user }) => notifications.listSubscriptions(deps, user));

  route(app, n.subscribe, async ({ user, body }) => notifications.subscribe(deps, user, body));

  route(app, n.unsubscribe, async ({ user, params }) => {
    await notifications.unsubscribe(deps, user, params.id);
    return { message: 'Device removed' };
  });

  route(app, n.settings, async ({ user }) => notifications.getSettings(deps, user));

  route(app, n.updateSettings, async ({ user, body }) => notifications.updateSettings(deps, user, body));

  route(app, n.test, async ({ user }) => notifications.sendTest(deps, user));

  route(app, n.startTimer, async ({ user, body }) => notifications.startTimer(deps, user, body));

  route(app, n.cancelTimer, async ({ user, params }) => {
    await notifications.cancelTimer(deps, user, params.id);
    return { message: 'Timer cancelled' };
  });
};
