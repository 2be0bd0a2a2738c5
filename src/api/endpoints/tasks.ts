import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryBooleanOption,
  type UseMutationOptions,
} from "@tanstack/react-query";
import { useHttp } from "../HttpContext";
import { apiPath, type HttpClient } from "../http";
import type { UserTask } from "../types";
import * as v from "valibot";
import { userTaskSchema, userTasksSchema } from "../schemas";

/** SPEC §9: user tasks polled every 2 s. */
export const TASK_POLL_INTERVAL_MS = 2000;

/**
 * The newest tasks (the API lists them newest first): the list is shown whole and asked for every
 * 2 s, so thousands would keep the page busy.
 */
const TASK_LIST_MAX = 100;

export const taskKeys = {
  all: ["user-tasks"] as const,
  list: () => ["user-tasks", "list"] as const,
};

export function fetchUserTasks(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<UserTask[]> {
  return http.request<UserTask[]>("/user-tasks", {
    signal,
    schema: userTasksSchema,
    maxItems: TASK_LIST_MAX,
  });
}

/** Answers with the task in its new state (CANCELLING or CANCELLED). */
export function cancelUserTask(
  http: HttpClient,
  taskId: string,
): Promise<UserTask | undefined> {
  return http.request<UserTask | undefined>(
    apiPath`/user-tasks/${taskId}/cancel`,
    { method: "POST", schema: v.optional(userTaskSchema) },
  );
}

export function deleteUserTask(
  http: HttpClient,
  taskId: string,
): Promise<void> {
  return http.request<void>(apiPath`/user-tasks/${taskId}/delete`, {
    method: "POST",
    format: "none",
  });
}

/** For a plain download link: the browser sends the session cookie itself. */
export function userTaskResultUrl(http: HttpClient, taskId: string): string {
  return http.url(apiPath`/user-tasks/${taskId}/result`);
}

export function downloadUserTaskResult(
  http: HttpClient,
  taskId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return http.request<Blob>(apiPath`/user-tasks/${taskId}/result`, {
    format: "blob",
    signal,
  });
}

export function userTasksQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: taskKeys.list(),
    queryFn: ({ signal }) => fetchUserTasks(http, signal),
  });
}

export function useUserTasks(
  options: {
    /** A function decides by the list's state in the cache. */
    enabled?: QueryBooleanOption<
      UserTask[],
      Error,
      UserTask[],
      ReturnType<typeof taskKeys.list>
    >;
    poll?: boolean;
  } = {},
) {
  return useQuery({
    ...userTasksQueryOptions(useHttp()),
    enabled: options.enabled,
    refetchInterval: options.poll === false ? false : TASK_POLL_INTERVAL_MS,
  });
}

/**
 * A page that shows a task action's failure itself passes `onError` to the hook, not to `mutate`:
 * the frame's error listener sees only the hook's, and then leaves out its generic error box.
 */
type TaskActionOptions = Pick<
  UseMutationOptions<unknown, Error, string>,
  "onError"
>;

export function useCancelUserTask({ onError }: TaskActionOptions = {}) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => cancelUserTask(http, taskId),
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

export function useDeleteUserTask({ onError }: TaskActionOptions = {}) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => deleteUserTask(http, taskId),
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
