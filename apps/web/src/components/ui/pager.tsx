import { Pagination, type PaginationProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Page buttons whose arrows say what they do to a screen reader, in the reader's language. */
export function Pager(props: Omit<PaginationProps, "getControlProps">) {
  const { t } = useTranslation();
  return <Pagination {...props} getControlProps={(control) => ({ "aria-label": t(`common.pager.${control}`) })} />;
}
