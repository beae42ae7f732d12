// The only static import of the address schema on the web: loaded lazily by addressCheck.ts.
export { addressSchema } from "@shop/domain";
