import { Center } from "@mantine/core";
import type { ReactNode } from "react";

/** The guest account cards sit in the middle of the webinar area's page. */
export function Centered({ children }: { children: ReactNode }) {
  return <Center py={{ base: 0, sm: "md" }}>{children}</Center>;
}
