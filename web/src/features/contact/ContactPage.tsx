import { ContactDetails } from "./components/ContactDetails";
import { ContactForm } from "./components/ContactForm";
import { ContactMap } from "./components/ContactMap";
import "./contact.css";

/** docs/product.md §2 Contact: the shop's details, a map and the message form. */
export default function ContactPage() {
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">We are here to help</span>
          <h1>Contact Us</h1>
          <p>
            Questions about a controller, an installation or an order? Write to us or give us a
            call. Our support team is there 24/7.
          </p>
        </div>
      </header>
      <section className="section contact-section" aria-label="Contact details and message form">
        <div className="container contact-layout stack-6">
          <div className="contact-layout__details">
            <ContactDetails />
          </div>
          <div className="contact-layout__form card">
            <ContactForm />
          </div>
          <div className="contact-layout__map">
            <ContactMap />
          </div>
        </div>
      </section>
    </>
  );
}
