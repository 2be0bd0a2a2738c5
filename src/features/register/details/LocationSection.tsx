import type { InstallationDetails } from "../../../api/types";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { useReferenceName } from "../referenceLists";
import { LocationMapSlot } from "./LocationMapSlot";
import { ExternalLink } from "./ExternalLink";
import { FactList } from "./FactList";
import { formatCoordinate } from "./format";
import { mapUrl } from "./links";

const TEXTS = DETAILS_TEXTS.location;

export function LocationSection({
  installation,
}: {
  installation: InstallationDetails;
}) {
  const { address, bezirk, bundesland, coordinates } = installation;
  const kgCode = address.cadastralMunicipalityCode;
  const kgName = useReferenceName("cadastralMunicipalities", kgCode);
  return (
    <>
      <FactList
        facts={[
          { term: TEXTS.address, value: address.street },
          {
            term: TEXTS.municipality,
            value: `${address.postcode} ${address.municipality}`,
          },
          { term: TEXTS.municipalityCode, value: address.municipalityCode },
          {
            term: TEXTS.cadastralMunicipality,
            value: !kgCode
              ? null
              : kgName
                ? TEXTS.cadastralMunicipalityValue(kgName, kgCode)
                : kgCode,
          },
          { term: TEXTS.bezirk, value: `${bezirk.name} (${bezirk.code})` },
          { term: TEXTS.bundesland, value: bundesland.name },
          {
            term: TEXTS.coordinates,
            value: coordinates ? (
              <>
                {TEXTS.coordinatesValue(
                  formatCoordinate(Math.abs(coordinates.lat)),
                  coordinates.lat >= 0,
                  formatCoordinate(Math.abs(coordinates.lon)),
                  coordinates.lon >= 0,
                )}
                <br />
                <ExternalLink href={mapUrl(coordinates)}>
                  {TEXTS.map}
                </ExternalLink>
              </>
            ) : (
              TEXTS.coordinatesUnusable
            ),
          },
        ]}
      />
      {coordinates && (
        <LocationMapSlot
          lon={coordinates.lon}
          lat={coordinates.lat}
          name={installation.name}
        />
      )}
    </>
  );
}
