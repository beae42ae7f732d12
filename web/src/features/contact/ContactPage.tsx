import { ContactDetails } from "./components/ContactDetails";
import { ContactForm } from "./components/ContactForm";
import { ContactMap } from "./components/ContactMap";
import "./contact.css";

/** Spec §2 Contact: the shop's details, a map and the message form. */
export default function ContactPage() {
  return (
    <section className="page contact" aria-labelledby="contact-title">
      <header className="contact__intro">
        <p className="contact__eyebrow">We are here to help</p>
        <h1 id="contact-title">Contact Us</h1>
        <p>
          Questions about a controller, an installation or an order? Write to us or give us a call.
          Our support team is there 24/7.
        </p>
      </header>
      <div className="contact__layout">
        <div className="contact__details">
          <ContactDetails />
        </div>
        <div className="contact__card">
          <ContactForm />
        </div>
        <div className="contact__map">
          <ContactMap />
        </div>
      </div>
    </section>
  );
}
