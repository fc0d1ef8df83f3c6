import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { LiveChange } from '../domain/contract';
import type { LiveMessage } from './live-stream';
import { APPLICATION_DETAILS_QUERY_KEY, APPLICATIONS_QUERY_KEY } from './query-keys';

interface LiveChanges {
  /** Changes to the user's own applications not yet seen: the newest per application, newest first. */
  unseen: LiveChange[];
  /** Marks the application open on screen: its changes are seen now and while it stays open. */
  openApplication: (applicationId: number) => () => void;
}

const LiveChangesContext = createContext<LiveChanges>({
  unseen: [],
  openApplication: () => () => undefined,
});

const isDetailOfAnother = (key: QueryKey, applicationId: number) =>
  APPLICATION_DETAILS_QUERY_KEY.every((part, index) => key[index] === part) &&
  key[APPLICATION_DETAILS_QUERY_KEY.length] !== applicationId;

/**
 * Follows the portal server's event stream once for the signed-in session: a change refreshes the
 * lists and that application's page wherever they are shown, and a change to one of the user's
 * own applications counts as unseen until the user opens it. What is unseen is kept here, in
 * memory, for this session only (docs/live.md).
 */
export function LiveChangesProvider({
  salesPersonId,
  children,
}: {
  /** Whose applications are the user's own. */
  salesPersonId: number | undefined;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [unseen, setUnseen] = useState<LiveChange[]>([]);
  const open = useRef(new Set<number>());

  useEffect(() => {
    const stop = new AbortController();
    const onMessage = (message: LiveMessage) => {
      if (message.kind === 'reset') {
        void queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY });
        return;
      }
      const { change } = message;
      void queryClient.invalidateQueries({
        queryKey: APPLICATIONS_QUERY_KEY,
        predicate: (query) => !isDetailOfAnother(query.queryKey, change.applicationId),
      });
      if (change.salesPersonId !== salesPersonId || open.current.has(change.applicationId)) return;
      setUnseen((before) => [
        change,
        ...before.filter((seen) => seen.applicationId !== change.applicationId),
      ]);
    };
    // Loaded after the first screen: the stream's parser and schema stay out of the initial load.
    void import('./live-stream').then(({ followLiveStream }) => {
      if (!stop.signal.aborted) void followLiveStream(onMessage, stop.signal);
    });
    return () => {
      stop.abort();
    };
  }, [queryClient, salesPersonId]);

  const openApplication = useCallback((applicationId: number) => {
    open.current.add(applicationId);
    setUnseen((before) => before.filter((change) => change.applicationId !== applicationId));
    return () => {
      open.current.delete(applicationId);
    };
  }, []);

  const value = useMemo(() => ({ unseen, openApplication }), [unseen, openApplication]);
  return <LiveChangesContext.Provider value={value}>{children}</LiveChangesContext.Provider>;
}

export const useUnseenChanges = (): LiveChange[] => useContext(LiveChangesContext).unseen;

/** On an application's page: its changes are seen while it is open. */
export function useApplicationSeen(applicationId: number): void {
  const { openApplication } = useContext(LiveChangesContext);
  useEffect(() => openApplication(applicationId), [openApplication, applicationId]);
}
