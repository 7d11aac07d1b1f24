import { PasswordInput, type PasswordInputProps } from "@mantine/core";

/**
 * Mantine's PasswordInput shows and links its error but does not mark its input invalid for
 * assistive technology (TextInput does); this marks it, so every password field behaves alike.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput {...props} aria-invalid={Boolean(props.error) || undefined} />;
}
