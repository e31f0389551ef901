#!/usr/bin/python3
"""A GTK 3 window with a 10,000-row list (GtkTreeView), its cursor on row 9,000: the desktop
source must show the focused row without reading every row."""
import sys
import gi
gi.require_version("Gtk", "3.0")
from gi.repository import Gtk

title = sys.argv[1] if len(sys.argv) > 1 else "Big List"
window = Gtk.Window(title=title)
window.connect("destroy", Gtk.main_quit)
store = Gtk.ListStore(str)
for i in range(1, 10001):
    store.append(["Row %d" % i])
view = Gtk.TreeView(model=store)
view.append_column(Gtk.TreeViewColumn("Name", Gtk.CellRendererText(), text=0))
scroller = Gtk.ScrolledWindow()
scroller.set_size_request(300, 400)
scroller.add(view)
window.add(scroller)
window.show_all()
view.set_cursor(Gtk.TreePath(8999), None, False)
view.grab_focus()
print("ready", flush=True)
Gtk.main()
