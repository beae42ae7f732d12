// The only static import of the contact schema on the web: loaded lazily by contactCheck.ts.
export { checkContactMessage } from "@shop/domain";
