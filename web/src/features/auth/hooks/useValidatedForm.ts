import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";

type Errors<K extends string> = Partial<Record<K, string>>;

/** The schema (and zod with it) is fetched after first paint, never before. */
export function useValidatedForm<K extends string, Out>(
  loadSchema: () => Promise<z.ZodType<Out>>,
  initial: Record<K, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});

  useEffect(() => {
    void loadSchema();
  }, [loadSchema]);

  function field(name: K) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  /** The form's onSubmit: `use` gets the parsed input once valid; until then each field says what is wrong. */
  const submit = (use: (input: Out) => Promise<unknown>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void loadSchema().then((schema) => {
      const result = schema.safeParse(values);
      const found: Errors<K> = {};
      for (const issue of result.error?.issues ?? []) found[issue.path[0] as K] ??= issue.message;
      setErrors(found);
      if (result.success) void use(result.data);
    });
  };

  return { field, submit };
}
