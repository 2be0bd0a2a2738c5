import type { Address, Operator } from "../../../api/types";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { useReferenceName } from "../referenceLists";
import { ContactSection } from "./ContactSection";
import { FactList } from "./FactList";

const TEXTS = DETAILS_TEXTS.operator;

export function OperatorSection({ operator }: { operator: Operator }) {
  // Named from the reference lists; the code while a list loads or when it failed.
  const legalForm = useReferenceName("legalForms", operator.legalFormCode);
  const country = useReferenceName("countries", operator.countryCode);
  return (
    <>
      <FactList
        facts={[
          { term: TEXTS.name, value: operator.name },
          { term: TEXTS.legalForm, value: legalForm ?? operator.legalFormCode },
          {
            term: TEXTS.address,
            value: <AddressText address={operator.address} />,
          },
          { term: TEXTS.country, value: country ?? operator.countryCode },
          {
            term: TEXTS.companyRegisterNumber,
            value: operator.companyRegisterNumber,
          },
          { term: TEXTS.id, value: operator.id },
        ]}
      />
      <ContactSection contact={operator.contactPerson} />
    </>
  );
}

function AddressText({ address }: { address: Address }) {
  return (
    <>
      {address.street}
      <br />
      {address.postcode} {address.municipality}
    </>
  );
}
