#!/usr/bin/python3
"""A GTK 3 window with a read-only text view of 50 lines (a document): the desktop source reads
it as a book of pages and scrolls the view as a page turns. Prints the first visible line after
each scroll. With --editable the view is an editor, read line by line, and prints where its
caret is ("caret 28") and its text's changes ("line 2: Line X2 of the document")."""
import sys
import gi
gi.require_version("Gtk", "3.0")
from gi.repository import Gtk, GLib

editable = "--editable" in sys.argv[1:]
arguments = [a for a in sys.argv[1:] if a != "--editable"]
title = arguments[0] if arguments else "Document"
window = Gtk.Window(title=title)
window.set_default_size(400, 200)
window.connect("destroy", Gtk.main_quit)
view = Gtk.TextView()
view.set_editable(editable)
buffer = view.get_buffer()
buffer.set_text("\n".join("Line %d of the document" % i for i in range(1, 51)) + "\n")
buffer.place_cursor(buffer.get_start_iter())


def report_caret(*_):
    print("caret %d" % buffer.get_property("cursor-position"), flush=True)


def report_change(*_):
    cursor = buffer.get_iter_at_mark(buffer.get_insert())
    start = cursor.copy()
    start.set_line_offset(0)
    end = start.copy()
    end.forward_to_line_end()
    print("line %d: %s" % (cursor.get_line() + 1, buffer.get_text(start, end, False)), flush=True)


if editable:
    buffer.connect("notify::cursor-position", report_caret)
    buffer.connect("changed", report_change)
scroller = Gtk.ScrolledWindow()
scroller.set_size_request(400, 200)
scroller.add(view)
window.add(scroller)


def report_top(*_):
    rect = view.get_visible_rect()
    found = view.get_iter_at_location(rect.x, rect.y)
    line = found[1].get_line() + 1 if isinstance(found, tuple) else found.get_line() + 1
    print("top line %d" % line, flush=True)
    return False


scroller.get_vadjustment().connect("value-changed", lambda *_: GLib.idle_add(report_top))
window.show_all()
view.grab_focus()
print("ready", flush=True)
Gtk.main()
