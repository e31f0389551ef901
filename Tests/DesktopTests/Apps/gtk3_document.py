#!/usr/bin/python3
"""A GTK 3 window with a read-only text view of 50 lines (a document): the desktop source reads
it as a book of pages and scrolls the view as a page turns. Prints the first visible line after
each scroll."""
import sys
import gi
gi.require_version("Gtk", "3.0")
from gi.repository import Gtk, GLib

title = sys.argv[1] if len(sys.argv) > 1 else "Document"
window = Gtk.Window(title=title)
window.set_default_size(400, 200)
window.connect("destroy", Gtk.main_quit)
view = Gtk.TextView()
view.set_editable(False)
view.get_buffer().set_text("\n".join("Line %d of the document" % i for i in range(1, 51)) + "\n")
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
