import { useState } from "react";
import { SHOP_CONTACT } from "../../../config/shopContact";
import { DIRECTIONS_URL, MAP_EMBED_URL } from "../contactMapLink";

const TITLE = "Map of our office on Residency Road, Bengaluru";

/** A sketch until the visitor presses "Show map": no request or cookie goes to a map service before. */
export function ContactMap() {
  const [shown, setShown] = useState(false);

  return (
    <figure className="contact-map card">
      {shown ? (
        <iframe
          // The button that had focus is gone; focus goes to what replaced it.
          ref={(frame) => frame?.focus()}
          className="contact-map__frame"
          src={MAP_EMBED_URL}
          title={`${TITLE} (OpenStreetMap)`}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        // The drawing is a picture, like the shop's other illustrations; its words are here.
        <svg
          width="560"
          height="360"
          viewBox="0 0 560 360"
          role="img"
          aria-labelledby="contact-map-title"
          aria-describedby="contact-map-desc"
        >
          <title id="contact-map-title">{TITLE}</title>
          <desc id="contact-map-desc">
            A sketch, not to scale: the office is on Residency Road beside a park, a short walk from
            the metro station.
          </desc>
          <image href="/images/contact-map.svg" width="560" height="360" />
        </svg>
      )}
      <figcaption>
        <span>
          {SHOP_CONTACT.legalName}, {SHOP_CONTACT.addressLines[0]}
        </span>
        {!shown && (
          <button type="button" className="contact-map__show" onClick={() => setShown(true)}>
            Show map
          </button>
        )}
        <a href={DIRECTIONS_URL} target="_blank" rel="noopener noreferrer">
          Get directions
        </a>
      </figcaption>
    </figure>
  );
}
