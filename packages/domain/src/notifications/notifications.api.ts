import { z } from 'zod';
import { endpoint } from '../shared';
import { idParams } from '../shared/primitives';
import {
  createSubscriptionInput,
  createTimerInput,
  notificationSettingsSchema,
  notificationTimerSchema,
  pushSubscriptionSchema,
  testNotificationOutput,
  updateNotificationSettingsInput,
  vapidKeySchema,
} from './notifications.schema';

const message = z.object({ message: z.string() });

/**
 * /api/notifications: Web Push to the user's devices. The VAPID key to subscribe with, the devices (one per
 * browser subscription), the settings per kind with quiet hours, a test notification, and the end of a running
 * focus or rest timer.
 */
export const notificationsApi = {
  vapidKey: endpoint('GET', '/api/notifications/vapid-key', { output: vapidKeySchema }),
  subscriptions: endpoint('GET', '/api/notifications/subscriptions', {
    output: z.array(pushSubscriptionSchema),
  }),
  /** A device's subscription; the same endpoint again updates its keys (201 either way). */
  subscribe: endpoint('POST', '/api/notifications/subscriptions', {
    body: createSubscriptionInput,
    output: pushSubscriptionSchema,
    status: 201,
  }),
  unsubscribe: endpoint('DELETE', '/api/notifications/subscriptions/:id', {
    params: idParams,
    output: message,
  }),
  settings: endpoint('GET', '/api/notifications/settings', { output: notificationSettingsSchema }),
  updateSettings: endpoint('PUT', '/api/notifications/settings', {
    body: updateNotificationSettingsInput,
    output: notificationSettingsSchema,
  }),
  test: endpoint('POST', '/api/notifications/test', { output: testNotificationOutput }),
  startTimer: endpoint('POST', '/api/notifications/timers', {
    body: createTimerInput,
    output: notificationTimerSchema,
    status: 201,
  }),
  cancelTimer: endpoint('DELETE', '/api/notifications/timers/:id', { params: idParams, output: message }),
} as const;
