import { useState } from "react";
import { SHOP_CONTACT } from "../../../config/shopContact";
import { DIRECTIONS_URL, MAP_EMBED_URL } from "../contactMapLink";

const ROADS = "M0 222 H560 M0 115 H372 M170 0 V360 M370 0 V360 M280 222 V360";

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
        <Sketch />
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

function Sketch() {
  return (
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
        A sketch, not to scale: the office is on Residency Road beside a park, a short walk from the
        metro station.
      </desc>
      <rect width="560" height="360" fill="#eef3ec" />
      <path d="M380 0 H560 V78 C 520 100, 470 84, 440 62 S 392 24, 380 0 Z" fill="#a6dbf0" />
      <text x="505" y="36" className="contact-map__water" textAnchor="middle">
        Lake
      </text>
      <g fill="#dde4e8">
        <rect x="24" y="20" width="122" height="72" rx="8" />
        <rect x="194" y="20" width="154" height="72" rx="8" />
        <rect x="24" y="138" width="122" height="62" rx="8" />
        <rect x="24" y="246" width="122" height="90" rx="8" />
        <rect x="194" y="246" width="62" height="90" rx="8" />
        <rect x="304" y="246" width="42" height="90" rx="8" />
        <rect x="394" y="246" width="146" height="90" rx="8" />
      </g>
      <rect x="194" y="138" width="154" height="62" rx="10" fill="#cfe6c2" />
      <g fill="#a8cf95">
        <circle cx="218" cy="160" r="10" />
        <circle cx="246" cy="182" r="11" />
        <circle cx="322" cy="158" r="9" />
        <circle cx="300" cy="184" r="10" />
      </g>
      <text x="272" y="174" className="contact-map__label" textAnchor="middle">
        Park
      </text>
      <rect x="394" y="138" width="146" height="62" rx="8" fill="#d3edf8" stroke="#a6dbf0" />
      <g fill="none" strokeLinecap="round">
        <path d={ROADS} stroke="#c9d3da" strokeWidth="22" />
        <path d={ROADS} stroke="#ffffff" strokeWidth="18" />
        <path d="M0 222 H560" stroke="#ffc247" strokeWidth="2" strokeDasharray="10 8" />
      </g>
      <rect x="178" y="214" width="96" height="16" rx="3" fill="#fff" />
      <text x="226" y="226" className="contact-map__road" textAnchor="middle">
        Residency Road
      </text>
      <g transform="translate(96 222)">
        <circle r="13" fill="#6d3bb0" stroke="#fff" strokeWidth="3" />
        <text y="5" textAnchor="middle" fill="#fff" fontSize="13" fontWeight="700">
          M
        </text>
      </g>
      <text x="85" y="268" className="contact-map__label" textAnchor="middle">
        Metro
      </text>
      <ellipse cx="467" cy="206" rx="13" ry="4.5" fill="#0f1e2a" opacity="0.18" />
      <path
        d="M467 206 C 453 186, 445 176, 445 164 a 22 22 0 0 1 44 0 c 0 12 -8 22 -22 42z"
        fill="#0b6e99"
        stroke="#fff"
        strokeWidth="3"
      />
      <circle cx="467" cy="164" r="8" fill="#fff" />
      <g transform="translate(262 86)">
        <rect width="176" height="44" rx="8" fill="#fff" stroke="#0b6e99" strokeWidth="2" />
        <text x="88" y="19" textAnchor="middle" className="contact-map__name">
          {SHOP_CONTACT.name}
        </text>
        <text x="88" y="35" textAnchor="middle" className="contact-map__small">
          {SHOP_CONTACT.addressLines[0]}
        </text>
      </g>
      <g transform="translate(522 312)">
        <circle r="18" fill="#fff" stroke="#c9d3da" />
        <path d="M0 -12 L6 4 L0 0 L-6 4 Z" fill="#0f1e2a" />
        <text y="14" textAnchor="middle" className="contact-map__small">
          N
        </text>
      </g>
    </svg>
  );
}
