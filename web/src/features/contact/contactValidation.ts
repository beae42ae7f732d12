// The only static import of the contact schema on the web: loaded lazily by the form.
export { checkContactMessage } from "@shop/domain";
