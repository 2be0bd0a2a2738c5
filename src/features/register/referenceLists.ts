import { useCallback } from "react";
import { useQueries, type UseQueryResult } from "@tanstack/react-query";
import { useHttp } from "../../api/HttpContext";
import { redListQueryOptions, useRedList } from "../../api/endpoints/redalists";
import type {
  FilterCriterionMetadata,
  FilterMetadata,
  RedList,
  RedListEntry,
} from "../../api/types";
import {
  useAfterFirstLoad,
  useSideFilterOpenUntil,
} from "../../framework/chrome";
import type { CriterionOption } from "../../framework/filters";

/** Names of reference-list codes; a list that is loading or failed names nothing. */
export interface ReferenceNames {
  name: (list: RedList, code: string) => string | undefined;
  /** Criteria whose list could not be loaded: their options read as codes. */
  failed: readonly FilterCriterionMetadata[];
  retry: () => void;
}

/** NACE codes are what the trade knows them by: they stay in front of the name. */
const WITH_CODE: ReadonlySet<RedList> = new Set(["naceActivities"]);

function referenceListsOf(metadata: FilterMetadata): RedList[] {
  return [
    ...new Set(
      metadata.criterias.flatMap(({ referenceList }) =>
        referenceList ? [referenceList] : [],
      ),
    ),
  ];
}

/**
 * The reference lists the filter metadata names, one request per list, cached for the visit. They
 * name the filter's options, which the first rows do not need: unless something on screen names a
 * code already (`namedOnScreen`: a chosen criterion, the authority's Bundesland; or the open
 * filter), they are asked for once the first rows show.
 */
export function useReferenceNames(
  metadata: FilterMetadata,
  namedOnScreen: boolean,
): ReferenceNames {
  const http = useHttp();
  const afterFirstLoad = useAfterFirstLoad();
  // The open filter names codes too (read until the lists are asked for anyway).
  const filterOpen = useSideFilterOpenUntil(afterFirstLoad);
  const enabled = afterFirstLoad || namedOnScreen || filterOpen;
  const lists = referenceListsOf(metadata);
  const combine = useCallback(
    (results: UseQueryResult<RedListEntry[]>[]): ReferenceNames => {
      const names = new Map<RedList, ReadonlyMap<string, string>>();
      const failedLists = new Set<RedList>();
      results.forEach((result, i) => {
        const list = lists[i];
        if (!list) return;
        if (result.data)
          names.set(list, new Map(result.data.map((e) => [e.code, e.name])));
        else if (result.isError) failedLists.add(list);
      });
      return {
        name: (list, code) => names.get(list)?.get(code),
        failed: metadata.criterias.filter(
          ({ referenceList }) =>
            referenceList !== undefined && failedLists.has(referenceList),
        ),
        retry: () =>
          results.forEach((result) => {
            if (result.isError) void result.refetch();
          }),
      };
    },
    // lists is derived from metadata.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [metadata],
  );
  return useQueries({
    queries: lists.map((list) => ({
      ...redListQueryOptions(http, list),
      enabled,
    })),
    combine,
  });
}

/** A criterion's options, named from its reference list where it has one; the code until then. */
export function criterionOptions(
  criterion: FilterCriterionMetadata,
  names: ReferenceNames,
): CriterionOption[] {
  const list = criterion.referenceList;
  if (!list) return criterion.options;
  return criterion.options.map(({ value }) => {
    const name = names.name(list, value);
    return {
      value,
      label:
        name === undefined
          ? value
          : WITH_CODE.has(list)
            ? `${value} ${name}`
            : name,
    };
  });
}

/** The name of one code of a reference list; undefined while the list loads, when it failed or lacks the code. */
export function useReferenceName(
  list: RedList,
  code: string | undefined,
): string | undefined {
  const { data } = useRedList(list);
  return code === undefined
    ? undefined
    : data?.find((entry) => entry.code === code)?.name;
}
