import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { randomisedFieldCount, wireArbitrary } from "./arbitraries.testing.js";
import {
  Customer,
  CustomerPublic,
  decodeCustomer,
  decodeCustomerPublic,
  emptyCustomer,
  encodeCustomer,
  encodeCustomerPublic,
} from "./customer.js";

const decoded = (input: unknown) => {
  const result = decodeCustomer(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

describe("customer (B §3.9)", () => {
  it("empty customer equals decoding {}", () => {
    expect(emptyCustomer()).toEqual(decoded({}));
    expect(emptyCustomer().Notes).toEqual([]);
  });

  it("reads a request with its password", () => {
    const customer = decoded({ firstName: "Ana", password: "s3cret", capitalTotal: "1500.10", Notes: [{ id: 2, note: "hi" }] });
    expect(customer.password).toBe("s3cret");
    expect(customer.capitalTotal.toString()).toBe("1500.1");
    expect(customer.Notes[0]?.chkActiv).toBe(true);
  });

  it("never lets the password out in an answer", () => {
    const customer = decoded({ firstName: "Ana", password: "s3cret" });
    const answer = encodeCustomerPublic(customer);
    expect("password" in answer).toBe(false);
    expect(answer.firstName).toBe("Ana");
    expect(Object.keys(CustomerPublic.fields)).not.toContain("password");
    const read = decodeCustomerPublic({ firstName: "Ana", password: "leak" });
    expect(read.ok && "password" in read.value).toBe(false);
    expect(decodeCustomerPublic({ password: "leak" }, { unknownKeys: "refuse" }).ok).toBe(false);
  });

  it("names the bad fields, inside notes too", () => {
    const result = decodeCustomer({ totalReceived: "?", Notes: [{ isPublic: "no" }] });
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(["Notes[0].isPublic", "totalReceived"]);
  });

  it("round-trips generated wire JSON both ways", () => {
    expect(randomisedFieldCount(Customer)).toBe(Object.keys(Customer.fields).length - 1);
    fc.assert(
      fc.property(wireArbitrary(Customer, encodeCustomer(emptyCustomer())), (json) => {
        const value = decoded(json);
        expect(encodeCustomer(value)).toEqual(json);
        expect(decoded(encodeCustomer(value))).toEqual(value);
        const { password: _password, ...publicJson } = json;
        expect(encodeCustomerPublic(value)).toEqual(publicJson);
      }),
    );
  });
});
