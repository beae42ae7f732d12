import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_ADDRESS } from "@shop/domain";
import { readProfileAddress, saveProfileAddress } from "../api/deliveryAddress";
import { TimeLimitError } from "../../../lib/timeLimit";
import { resetToasts, signInAs, toasts } from "../../cart/__tests__/cartTestUtils";
import { ADDRESS, UID, payButton, pendingOrder, showCheckout } from "./checkoutHarness";
import { live } from "./liveOrder";

vi.mock("../../orders/api/orders", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchOrder: (await import("./liveOrder")).watchOrder,
}));
vi.mock("../api/deliveryAddress", () => ({
  readProfileAddress: vi.fn(),
  saveProfileAddress: vi.fn(),
}));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

const readProfile = vi.mocked(readProfileAddress);
const saveProfile = vi.mocked(saveProfileAddress);

beforeEach(() => {
  window.sessionStorage.clear(); // an address kept for the order by an earlier test
  signInAs(UID);
  resetToasts();
  readProfile.mockReset().mockResolvedValue(EMPTY_ADDRESS);
  saveProfile.mockReset().mockResolvedValue(undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

async function fillAddress(user: UserEvent, values: Partial<typeof ADDRESS>) {
  const labels = {
    name: "Full Name",
    phone: "Phone Number",
    address: "Address",
    city: "City",
    state: "State",
    pincode: "Pincode",
    gstin: "GSTIN (optional, for business purchases)",
  };
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByLabelText(labels[field as keyof typeof labels]);
    if (input instanceof HTMLSelectElement) await user.selectOptions(input, value);
    else {
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  }
}

const addressStep = () => screen.getByRole("region", { name: "Delivery Address" });

describe("checkout step 1: the delivery address", () => {
  it("uses the address already saved on the order and reads no profile", () => {
    showCheckout();
    live.push(pendingOrder({ addressInfo: ADDRESS }));
    expect(addressStep()).toHaveTextContent(
      "Asha Rao12 Lake Road, Indiranagar, BengaluruBengaluru, KarnatakaPincode 560038Phone 9876543210",
    );
    expect(readProfile).not.toHaveBeenCalled();
    expect(payButton()).toBeEnabled();
  });

  it("prefills from the profile when the order has none", async () => {
    readProfile.mockResolvedValue({ ...ADDRESS, name: "Asha" });
    showCheckout();
    live.push(pendingOrder());
    expect(await screen.findByText("Asha")).toBeInTheDocument();
    expect(readProfile).toHaveBeenCalledWith(UID);
    expect(screen.getByText("Phone 9876543210")).toBeInTheDocument();
  });

  it("says 'Please add delivery address' when the profile knows only a name and phone", async () => {
    readProfile.mockResolvedValue({ ...EMPTY_ADDRESS, name: "Asha Rao", phone: "9876543210" });
    const user = showCheckout();
    live.push(pendingOrder());
    expect(await screen.findByText("Please add delivery address")).toBeInTheDocument();
    expect(addressStep()).not.toHaveTextContent("Pincode");
    // The form opens with what is known, and Cancel leaves it as it was.
    await user.click(screen.getByRole("button", { name: "Add Address" }));
    expect(screen.getByLabelText("Full Name")).toHaveValue("Asha Rao");
    expect(screen.getByLabelText("Phone Number")).toHaveValue("9876543210");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("Please add delivery address")).toBeInTheDocument();
  });

  it("shows Loading… in step 1, not 'Please add delivery address', until the profile answers", async () => {
    let arrive = (_: typeof ADDRESS) => {};
    readProfile.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const user = showCheckout();
    live.push(pendingOrder());
    expect(within(addressStep()).getByRole("status")).toHaveTextContent("Loading…");
    expect(addressStep()).not.toHaveTextContent("Please add delivery address");
    expect(within(addressStep()).queryByRole("button")).toBeNull();
    arrive(ADDRESS);
    expect(await screen.findByText("Asha Rao")).toBeInTheDocument();
    expect(within(addressStep()).queryByRole("status")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(screen.getByLabelText("Pincode")).toHaveValue("560038");
  });

  it("past the profile read's time limit, asks for an address with an empty form", async () => {
    readProfile.mockRejectedValue(new TimeLimitError("Reading the profile took over 10000 ms"));
    const user = showCheckout();
    live.push(pendingOrder());
    expect(await screen.findByText("Please add delivery address")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Address" }));
    expect(screen.getByLabelText("Full Name")).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
  });

  it("on Save with a blank field only errors: 'Please fill in all delivery address details.'", async () => {
    const user = showCheckout();
    live.push(pendingOrder());
    await user.click(await screen.findByRole("button", { name: "Add Address" }));
    expect(screen.getByRole("heading", { name: "ADD/EDIT ADDRESS" })).toBeInTheDocument();
    await fillAddress(user, { name: "Asha Rao", phone: "9876543210" });
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    // Address, City, State and Pincode; the GSTIN is optional.
    expect(await screen.findAllByText("Please fill in all delivery address details.")).toHaveLength(
      4,
    );
    expect(toasts()).toEqual([["error", "Please fill in all delivery address details."]]);
    expect(screen.getByLabelText("Address")).toHaveAttribute("aria-invalid", "true");
    expect(saveProfile).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "ADD/EDIT ADDRESS" })).toBeInTheDocument();
  });

  it("names a wrong phone number or pincode", async () => {
    const user = showCheckout();
    live.push(pendingOrder());
    await user.click(await screen.findByRole("button", { name: "Add Address" }));
    await fillAddress(user, { ...ADDRESS, phone: "12345", pincode: "0600" });
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    expect(
      await screen.findByText("Please enter a valid 10-digit mobile number."),
    ).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid 6-digit pincode.")).toBeInTheDocument();
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it("saves a trimmed address to the profile: 'Address saved to your profile!'", async () => {
    const user = showCheckout();
    live.push(pendingOrder());
    await user.click(await screen.findByRole("button", { name: "Add Address" }));
    await fillAddress(user, { ...ADDRESS, name: "  Asha Rao  " });
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    expect(await screen.findByText("Asha Rao")).toBeInTheDocument();
    expect(saveProfile).toHaveBeenCalledExactlyOnceWith(UID, ADDRESS);
    expect(toasts()).toEqual([["success", "Address saved to your profile!"]]);
    expect(payButton()).toBeEnabled();
  });

  it("keeps it for this order only when asked: 'Address saved for this order!'", async () => {
    const user = showCheckout();
    live.push(pendingOrder());
    await user.click(await screen.findByRole("button", { name: "Add Address" }));
    await fillAddress(user, ADDRESS);
    await user.click(screen.getByRole("checkbox", { name: /Save this address to my profile/ }));
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    expect(await screen.findByText("Asha Rao")).toBeInTheDocument();
    expect(saveProfile).not.toHaveBeenCalled();
    expect(toasts()).toEqual([["success", "Address saved for this order!"]]);
  });

  it("says 'Failed to save address. Please try again.' and keeps the form when the profile refuses", async () => {
    saveProfile.mockRejectedValue(new Error("permission-denied"));
    const user = showCheckout();
    live.push(pendingOrder());
    await user.click(await screen.findByRole("button", { name: "Add Address" }));
    await fillAddress(user, ADDRESS);
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    await vi.waitFor(() =>
      expect(toasts()).toEqual([["error", "Failed to save address. Please try again."]]),
    );
    expect(screen.getByLabelText("Full Name")).toHaveValue("Asha Rao");
    expect(screen.getByRole("button", { name: "Save Address" })).toBeEnabled();
  });

  it("names a pincode outside the chosen state, and a GSTIN whose check character is wrong", async () => {
    const user = showCheckout();
    live.push(pendingOrder());
    await user.click(await screen.findByRole("button", { name: "Add Address" }));
    await fillAddress(user, { ...ADDRESS, state: "Maharashtra", gstin: "27AAPFU0939F1ZA" });
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    const mismatch = "This pincode is not in Maharashtra. Please check the pincode and the state.";
    const badCheck = "This GSTIN's last character does not match the rest: check it for a typo.";
    expect(await screen.findByText(mismatch)).toBeInTheDocument();
    expect(screen.getByText(badCheck)).toBeInTheDocument();
    expect(screen.getByLabelText("Pincode")).toHaveAttribute("aria-invalid", "true");
    expect(toasts()).toEqual([["error", badCheck]]);
    expect(saveProfile).not.toHaveBeenCalled();

    await fillAddress(user, { state: "Karnataka", gstin: "29aagcb7383j1z4" });
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    await vi.waitFor(() =>
      expect(saveProfile).toHaveBeenCalledExactlyOnceWith(UID, {
        ...ADDRESS,
        gstin: "29AAGCB7383J1Z4",
      }),
    );
    expect(addressStep()).toHaveTextContent("GSTIN 29AAGCB7383J1Z4");
  }, 15_000); // every field typed key by key

  it("asks an address saved before City and State existed for them before paying", async () => {
    const older = {
      name: "Asha Rao",
      phone: "9876543210",
      address: "12 Lake Road",
      pincode: "560038",
    };
    readProfile.mockResolvedValue({ ...EMPTY_ADDRESS, ...older });
    const user = showCheckout();
    live.push(pendingOrder());
    expect(await screen.findByText("12 Lake Road")).toBeInTheDocument();
    await user.click(payButton());
    expect(toasts()).toEqual([["error", "Please fill in all delivery address details."]]);
    expect(screen.getByLabelText("Address")).toHaveValue("12 Lake Road");
    expect(screen.getByLabelText("City")).toHaveValue("");
    expect(screen.getByLabelText("State")).toHaveValue("");
    await fillAddress(user, { city: "Bengaluru", state: "Karnataka" });
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    await vi.waitFor(() =>
      expect(saveProfile).toHaveBeenCalledWith(UID, {
        ...older,
        city: "Bengaluru",
        state: "Karnataka",
        gstin: "",
      }),
    );
    expect(payButton()).toBeEnabled();
  });

  it("holds the payment while the form is open, so unsaved edits are never lost or ignored", async () => {
    const user = showCheckout();
    live.push(pendingOrder({ addressInfo: ADDRESS }));
    expect(payButton()).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(payButton()).toBeDisabled();
    expect(screen.getByText("Save your delivery address to continue.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(payButton()).toBeEnabled();
  });
});
