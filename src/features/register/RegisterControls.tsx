import { useEffect, useId, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useHttp } from "../../api/HttpContext";
import { postCodeCityQueryOptions } from "../../api/endpoints/places";
import type { OverviewSelection } from "../../api/types";
import { ContextHelp } from "../../framework/help";
import { REGISTER_TEXTS } from "../../i18n/register";
import { Autocomplete } from "../../ui/autocomplete";
import { Select } from "../../ui/select";
import {
  REGISTER_DISPLAYS,
  type NearPoint,
  type RegisterDisplay,
  type Sort,
} from "../../api/installationSearch";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { Button } from "../../ui/button";
import { COLUMNS } from "./registerView";
import styles from "./Register.module.css";

const TEXTS = REGISTER_TEXTS;

/**
 * 'Ort oder PLZ': suggestions from the post-code search; the chosen place ("4020 Linz") joins the
 * search text, whose words must all match, so it narrows whatever else is searched.
 */
export function PlaceSearch({
  place,
  onChange,
}: {
  place: string;
  onChange: (place: string) => void;
}) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return (
    <div className={styles.place}>
      <Autocomplete
        label={TEXTS.place.label}
        labelAside={
          <ContextHelp topic={TEXTS.place.label} text={TEXTS.help.place} />
        }
        placeholder={TEXTS.place.placeholder}
        value={place ? { value: place, label: place } : null}
        onChange={(item) => onChange(item?.value ?? "")}
        search={async (text) => {
          const places = await queryClient.fetchQuery(
            postCodeCityQueryOptions(http, text),
          );
          return places.map(({ postcode, city }) => {
            const label = `${postcode} ${city}`;
            return { value: label, label };
          });
        }}
      />
    </div>
  );
}

/** The browser's position gives up after this; a remembered one of the last minutes is fine. */
const POSITION_OPTIONS: PositionOptions = {
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};

/** Places are known to a hundredth of a degree (about a kilometre). */
const SAME_PLACE_DEGREES = 0.01;

/**
 * What the list is sorted by distance from. The name comes with the link, so it is shown only when
 * it is one the register gives ('Ihrem Standort', or a place whose position it knows to be this
 * point); otherwise the point's position — a link cannot make the page say what it likes.
 */
function NearName({ near }: { near: NearPoint }) {
  const http = useHttp();
  const postcode = /^(\d{4}) \S/.exec(near.name)?.[1] ?? "";
  const places = useQuery({
    ...postCodeCityQueryOptions(http, postcode),
    enabled: postcode !== "",
  });
  const confirmed =
    near.name === TEXTS.near.myPosition ||
    (places.data ?? []).some(
      (place) =>
        `${place.postcode} ${place.city}` === near.name &&
        place.lat !== undefined &&
        place.lon !== undefined &&
        Math.abs(place.lat - near.lat) < SAME_PLACE_DEGREES &&
        Math.abs(place.lon - near.lon) < SAME_PLACE_DEGREES,
    );
  const point = TEXTS.near.point(
    near.lat.toFixed(3).replace(".", ","),
    near.lon.toFixed(3).replace(".", ","),
  );
  return <>{TEXTS.near.active(confirmed ? near.name : point)}</>;
}

type NearProblem =
  | { kind: "locating" }
  | { kind: "unavailable" }
  | { kind: "placeUnknown"; place: string };

/**
 * 'In der Nähe': the list sorted by distance from the chosen place or from the browser's position,
 * which is asked for only on this click.
 */
export function NearChoice({
  place,
  near,
  onChange,
}: {
  place: string;
  near: NearPoint | null;
  onChange: (near: NearPoint | null) => void;
}) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<NearProblem | null>(null);
  // The button pressed gives way to its opposite: the focus follows, not to the page's start.
  // Only after its own buttons: a column's sort also ends it, and keeps its focus.
  const handOffRef = useRef(false);
  const clearRef = useRef<HTMLButtonElement>(null);
  const positionRef = useRef<HTMLButtonElement>(null);
  const active = near !== null;
  useEffect(() => {
    if (!handOffRef.current) return;
    handOffRef.current = false;
    (active ? clearRef : positionRef).current?.focus();
  }, [active]);
  const choose = (next: NearPoint | null) => {
    handOffRef.current = true;
    onChange(next);
  };

  if (near)
    return (
      <div className={styles.near}>
        <p className={styles.nearActive}>
          <NearName near={near} />
        </p>
        <Button
          ref={clearRef}
          type="button"
          size="small"
          onClick={() => choose(null)}
        >
          {TEXTS.near.clear}
        </Button>
      </div>
    );

  const fromPlace = async () => {
    const [postcode = ""] = place.split(" ");
    const places = await queryClient
      .fetchQuery(postCodeCityQueryOptions(http, postcode))
      .catch(() => []);
    const found = places.find(
      (p) => `${p.postcode} ${p.city}` === place && p.lat !== undefined,
    );
    if (found?.lat === undefined || found.lon === undefined) {
      setProblem({ kind: "placeUnknown", place });
      return;
    }
    setProblem(null);
    choose({ lat: found.lat, lon: found.lon, name: place });
  };

  const fromPosition = () => {
    if (!("geolocation" in navigator)) {
      setProblem({ kind: "unavailable" });
      return;
    }
    setProblem({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setProblem(null);
        choose({
          lat: coords.latitude,
          lon: coords.longitude,
          name: TEXTS.near.myPosition,
        });
      },
      () => setProblem({ kind: "unavailable" }),
      POSITION_OPTIONS,
    );
  };

  return (
    <div className={styles.near}>
      {place && (
        <Button type="button" size="small" onClick={() => void fromPlace()}>
          {TEXTS.near.fromPlace(place)}
        </Button>
      )}
      <Button
        ref={positionRef}
        type="button"
        size="small"
        onClick={fromPosition}
        disabled={problem?.kind === "locating"}
      >
        {TEXTS.near.fromPosition}
      </Button>
      {problem?.kind === "locating" && (
        <p role="status" className={styles.nearActive}>
          {TEXTS.near.locating}
        </p>
      )}
      {(problem?.kind === "unavailable" ||
        problem?.kind === "placeUnknown") && (
        <Alert
          type={ALERT_TYPES.Warning}
          title={
            problem.kind === "unavailable"
              ? TEXTS.near.unavailable
              : TEXTS.near.placeUnknown(problem.place)
          }
          live
        />
      )}
    </div>
  );
}

/** 'Übersicht' for signed-in users: every installation, their own, or their Bundesland's. */
export function OverviewChoice({
  options,
  value,
  bundeslandName,
  onChange,
}: {
  options: readonly OverviewSelection[];
  value: OverviewSelection;
  bundeslandName: string;
  onChange: (value: OverviewSelection) => void;
}) {
  const labels: Record<OverviewSelection, string> = {
    all: TEXTS.overview.all,
    owner: TEXTS.overview.owner,
    official: TEXTS.overview.official(bundeslandName),
  };
  return (
    <RadioChoice
      legend={TEXTS.overview.legend}
      help={REGISTER_TEXTS.help.overview}
      options={options.map((option) => ({
        value: option,
        label: labels[option],
      }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** 'Darstellung': the same search as a list or on the map. */
export function DisplayChoice({
  value,
  onChange,
}: {
  value: RegisterDisplay;
  onChange: (value: RegisterDisplay) => void;
}) {
  return (
    <RadioChoice
      legend={TEXTS.display.legend}
      help={REGISTER_TEXTS.help.display}
      options={REGISTER_DISPLAYS.map((display) => ({
        value: display,
        label: TEXTS.display[display],
      }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** A choice of a few, all in view: radio buttons in a row. */
function RadioChoice<T extends string>({
  legend,
  help,
  options,
  value,
  onChange,
}: {
  legend: string;
  help: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.overview}>
      <legend className={styles.overviewLegend}>
        {legend} <ContextHelp topic={legend} text={help} />
      </legend>
      <div className={styles.overviewOptions}>
        {options.map((option) => (
          <label key={option.value} className={styles.overviewOption}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const SORT_OPTIONS = COLUMNS.flatMap((column) =>
  [false, true].map((descending) => ({
    value: `${column.field}:${descending ? "desc" : "asc"}`,
    label: TEXTS.sort.option(TEXTS.columns[column.id], descending),
  })),
);

/** On phones there are no column headers to click: the order is chosen here. */
export function SortSelect({
  sort,
  onChange,
}: {
  sort: Sort;
  onChange: (sort: Sort) => void;
}) {
  return (
    <div className={styles.sortSelect}>
      <Select
        label={TEXTS.sort.label}
        value={`${sort.field}:${sort.direction}`}
        options={SORT_OPTIONS}
        onChange={(value) => {
          const [field, direction] = value.split(":");
          const column = COLUMNS.find((c) => c.field === field);
          if (column)
            onChange({
              field: column.field,
              direction: direction === "desc" ? "desc" : "asc",
            });
        }}
      />
    </div>
  );
}
