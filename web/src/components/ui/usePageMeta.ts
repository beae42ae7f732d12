import { useEffect } from "react";

interface Meta {
  title: string;
  description: string;
}

/** The served HTML carried the first page's meta; client-side navigation must update it. */
export function usePageMeta({ title, description }: Meta): void {
  useEffect(() => {
    document.title = title;
    setMeta("name", "description", description);
    setMeta("property", "og:title", title);
    setMeta("property", "og:description", description);
    setMeta("property", "og:url", location.origin + location.pathname);
  }, [title, description]);
}

function setMeta(attribute: "name" | "property", key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement("meta");
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}
