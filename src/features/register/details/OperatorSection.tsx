import type { Address, Operator } from "../../../api/types";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { FactList } from "./FactList";

const TEXTS = DETAILS_TEXTS.operator;

export function OperatorSection({ operator }: { operator: Operator }) {
  return (
    <FactList
      facts={[
        { term: TEXTS.name, value: operator.name },
        { term: TEXTS.legalForm, value: operator.legalForm },
        {
          term: TEXTS.address,
          value: <AddressText address={operator.address} />,
        },
        {
          term: TEXTS.companyRegisterNumber,
          value: operator.companyRegisterNumber ?? DETAILS_TEXTS.noValue,
        },
        { term: TEXTS.id, value: operator.id },
      ]}
    />
  );
}

export function AddressText({ address }: { address: Address }) {
  return (
    <>
      {address.street}
      <br />
      {address.postcode} {address.municipality}
    </>
  );
}
