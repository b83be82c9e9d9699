import { useCallback, useMemo } from 'react';
import type { User } from '@track-grow/domain/auth';
import {
  newerWidgetConfig,
  parseStoredWidgetConfig,
  parseStoredWidgetConfigText,
  type WidgetConfigItem,
} from '@track-grow/domain/dashboard';
import { useStoredValue, writeStoredValue } from '../../../lib/use-stored-value.ts';
import { useUpdateUser } from '../../../lib/use-update-user.ts';

/** SPEC.md 3: "widgetConfig" followed by the user id, no separator. */
export const widgetConfigKey = (userId: string) => `widgetConfig${userId}`;

/**
 * The user's widget config: the device's copy or the account's (preferences.widgetConfig), whichever is
 * newer (DESIGN.md 1); a corrupt or absent copy counts as none, and none at all gives the defaults.
 * `save` writes both, the device first so a failed server save still leaves the newer copy here.
 */
export function useWidgetConfig(user: User) {
  const key = widgetConfigKey(user.id);
  const localText = useStoredValue(key);
  const serverCopy = user.preferences.widgetConfig;
  const config = useMemo(
    () =>
      newerWidgetConfig(
        parseStoredWidgetConfigText(localText),
        serverCopy ? parseStoredWidgetConfig(serverCopy) : null,
      ),
    [localText, serverCopy],
  );
  const { mutate } = useUpdateUser();
  const save = useCallback(
    (widgets: WidgetConfigItem[]) => {
      const stored = { updatedAt: new Date().toISOString(), widgets };
      writeStoredValue(key, JSON.stringify(stored));
      // The server merges preferences by key, so only widgetConfig is replaced.
      mutate(
        { preferences: { widgetConfig: stored } },
        // SPEC.md 8: widgets show no errors; this device keeps the newer copy and it wins here.
        { onError: (error) => console.warn('Could not save the widget config to the account', error) },
      );
    },
    [key, mutate],
  );
  return { config, save };
}
